import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStartUp } from '../test/start-up';
import { loadConfig } from './config';

const load = (env: Record<string, string>) =>
  loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddb-config-')),
    SESSION_SECRET: 'test-secret-test-secret-test-secret',
    ...env,
  });

describe('TRUST_PROXY', () => {
  it('trusts no forwarding header when unset or empty', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '  ' }).trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it('takes a comma list of proxy addresses and ranges', () => {
    expect(load({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(load({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each([
    ['true', /hop count/],
    ['TRUE', /hop count/],
    ['false', /leave it unset/],
    ['0', /at least 1/],
    ['-1', /TRUST_PROXY/],
    ['1.5', /TRUST_PROXY/],
    ['nginx', /not an address/],
    ['10.0.0.0/33', /not an address/],
    ['127.0.0.1,,10.0.0.1', /empty/],
    ['0.0.0.0/0', /every address/],
    ['::/0', /every address/],
  ])('refuses %j with a one-line message', (value, message) => {
    let error: unknown;
    try {
      load({ TRUST_PROXY: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toMatch(/^Invalid TRUST_PROXY/);
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('start-up with a setting it cannot read', () => {
  it('stops with exit code 1 and one line saying which', async () => {
    const result = await runStartUp({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddb-config-')),
      DATABASE_URL: 'memory://',
      TRUST_PROXY: 'true',
    });
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain('is serving');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid TRUST_PROXY=true: use a hop count/);
  }, 60_000);
});
