import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { count } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/database';
import { solvedPayload } from '../../../test/captcha';
import type { DatabaseHandle } from '../../db/client';
import { captchaUses } from '../../db/schema';
import { Captcha, captchaDifficulty, deleteExpiredCaptchaUses } from './captcha';

let handle: DatabaseHandle;
let captcha: Captcha;
beforeAll(async () => {
  handle = await openTestDatabase();
  captcha = new Captcha(handle.db, 'test-secret-test-secret-test-secret');
});
afterAll(async () => handle.close());
afterEach(() => {
  vi.useRealTimers();
});

const decode = (token: string) =>
  JSON.parse(Buffer.from(token, 'base64').toString()) as {
    challenge: { parameters: Record<string, unknown>; signature: string };
    solution: { counter: number; derivedKey: string };
  };
const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('Captcha', () => {
  it('issues a signed PBKDF2 challenge that expires in 10 minutes', async () => {
    const challenge = await captcha.issue();
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: captchaDifficulty.cost,
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = challenge.parameters.expiresAt! * 1000 - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
  });

  it('accepts a solved payload once, on every instance that shares the database', async () => {
    const token = await solvedPayload(await captcha.issue());
    expect(await captcha.redeem(token)).toBe(true);
    expect(await captcha.redeem(token)).toBe(false);
    const otherInstance = new Captcha(handle.db, 'test-secret-test-secret-test-secret');
    expect(await otherInstance.redeem(token)).toBe(false);
  });

  it('refuses a wrong solution, a changed challenge, another secret and garbage', async () => {
    const token = await solvedPayload(await captcha.issue());
    const payload = decode(token);
    const wrongKey = {
      ...payload,
      solution: { ...payload.solution, derivedKey: '00'.repeat(32) },
    };
    const easier = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    for (const bad of [wrongKey, easier]) {
      expect(await captcha.redeem(encode(bad))).toBe(false);
    }
    const stranger = new Captcha(handle.db, 'another-secret-another-secret');
    expect(await stranger.redeem(token)).toBe(false);
    for (const garbage of ['', 'not base64 at all', encode({ challenge: 1 }), encode([])]) {
      expect(await captcha.redeem(garbage)).toBe(false);
    }
    // None of the refusals spent it.
    expect(await captcha.redeem(token)).toBe(true);
  });

  it('refuses a solved payload once its challenge has expired', async () => {
    const token = await solvedPayload(await captcha.issue());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + captchaDifficulty.lifetimeMs + 1000);
    expect(await captcha.redeem(token)).toBe(false);
  });

  it('forgets used payloads after their challenges expire', async () => {
    await handle.db.delete(captchaUses);
    await handle.db.insert(captchaUses).values([
      { signature: 'old', expiresAt: new Date(Date.now() - 1000) },
      { signature: 'current', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await deleteExpiredCaptchaUses(handle.db);
    const rows = await handle.db.select({ signature: captchaUses.signature }).from(captchaUses);
    expect(rows).toEqual([{ signature: 'current' }]);
    expect((await handle.db.select({ n: count() }).from(captchaUses))[0]!.n).toBe(1);
  });
});
