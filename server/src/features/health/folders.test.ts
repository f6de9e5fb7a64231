import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { probeFolder } from './folders';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'ddb-folders-'));

describe('probeFolder', () => {
  it('makes a missing folder, writes in it and leaves nothing behind', async () => {
    const dir = path.join(scratch(), 'a', 'b');
    await probeFolder(dir);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('fails under a file, as a folder that cannot be written', async () => {
    const root = scratch();
    writeFileSync(path.join(root, 'file'), '');
    await expect(probeFolder(path.join(root, 'file', 'data'))).rejects.toMatchObject({
      code: 'ENOTDIR',
    });
  });

  it('runs one probe at a time per folder', () => {
    const dir = scratch();
    const first = probeFolder(dir);
    expect(probeFolder(dir)).toBe(first);
    expect(probeFolder(path.join(dir, 'other'))).not.toBe(first);
    return first;
  });
});
