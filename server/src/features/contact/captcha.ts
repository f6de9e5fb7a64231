import { createHmac } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { captchaParametersSchema, type CaptchaChallenge } from '@shared/contact';
import type { Database } from '../../db/client';
import { captchaUses } from '../../db/schema';

/**
 * How hard a challenge is (decision 007). The widget tries counters from 0 until one derives the
 * key whose first half the challenge shows: on average `counter` PBKDF2 derivations of `cost`
 * iterations, about 1.5 million SHA-256 HMACs. One core of this server solves it in about 0.6 s;
 * a phone's browser, on its several workers, in about a second.
 */
export const captchaDifficulty = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  counter: { min: 500, max: 2_500 },
  lifetimeMs: 10 * 60_000,
} as const;

/** What the widget sends back, base64 JSON: the challenge as issued and the counter it found. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: captchaParametersSchema,
    signature: z.string().min(1).max(512),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(1024) }),
});

function decodePayload(token: string) {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A key of its own for each use of the session secret, so none can stand in for another. */
const derivedSecret = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`altcha:${purpose}`).digest('hex');

/**
 * ALTCHA, self-hosted: challenges signed with a key derived from the session secret, checked
 * without a third party, and each solved payload accepted once by any instance of the app (the
 * challenge's signature goes into `captcha_uses` until the challenge expires).
 */
export class Captcha {
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;

  constructor(
    private readonly db: Database,
    sessionSecret: string,
  ) {
    this.signatureSecret = derivedSecret(sessionSecret, 'challenge');
    this.keySignatureSecret = derivedSecret(sessionSecret, 'key');
  }

  async issue(): Promise<CaptchaChallenge> {
    const { algorithm, cost, counter, lifetimeMs } = captchaDifficulty;
    const { parameters, signature } = await createChallenge({
      algorithm,
      cost,
      counter: randomInt(counter.max, counter.min),
      deriveKey,
      expiresAt: new Date(Date.now() + lifetimeMs),
      hmacSignatureSecret: this.signatureSecret,
      // With the derived key signed, checking a solution is one HMAC, not a key derivation.
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    return { parameters: { ...parameters }, signature: signature! };
  }

  /**
   * True once for a payload that solves a challenge we issued and that has not expired; false for
   * anything else, including the same payload a second time.
   */
  async redeem(token: string): Promise<boolean> {
    const payload = decodePayload(token);
    const expiresAt = payload?.challenge.parameters.expiresAt;
    if (!payload || !expiresAt) return false;
    try {
      const { verified } = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySignatureSecret,
      });
      if (!verified) return false;
    } catch {
      return false;
    }
    // The insert is the check: of two requests with one payload, on any instance, one row wins.
    const used = await this.db
      .insert(captchaUses)
      .values({ signature: payload.challenge.signature, expiresAt: new Date(expiresAt * 1000) })
      .onConflictDoNothing()
      .returning({ signature: captchaUses.signature });
    return used.length === 1;
  }
}

/** Forgets used payloads whose challenges expired (they fail on expiry now); run by housekeeping. */
export async function deleteExpiredCaptchaUses(db: Database): Promise<void> {
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, new Date()));
}
