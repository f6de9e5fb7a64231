import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

const isDebian = () =>
  existsSync('/etc/debian_version') || /debian/i.test(readFileSync('/etc/os-release', 'utf8'));

/**
 * Makes sure Chromium is there, as the browser tests need it: installs Debian's package when we
 * are root on Debian, else stops with a message that says how to install it.
 */
export function ensureChromium(): string {
  const executable = chromiumPath();
  if (existsSync(executable)) return executable;
  if (process.getuid?.() === 0 && isDebian()) {
    console.log('Chromium not found: installing Debian’s chromium package…');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(executable)) return executable;
  }
  console.error(
    `Chromium was not found at ${executable}. Install it (on Debian: sudo apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
