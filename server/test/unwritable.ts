import { execFileSync } from 'node:child_process';
import { chmodSync } from 'node:fs';

/**
 * Makes an existing folder refuse new files and returns what undoes it, or null where that cannot
 * be done. Permission bits stop a normal user but not root; for root the immutable attribute
 * (`chattr +i`, EPERM), which needs a file system and a container that allow it.
 */
export function lockFolder(dir: string): (() => void) | null {
  if (process.getuid?.() !== 0) {
    chmodSync(dir, 0o500);
    return () => chmodSync(dir, 0o700);
  }
  try {
    execFileSync('chattr', ['+i', dir], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return () => execFileSync('chattr', ['-i', dir], { stdio: 'ignore' });
}
