import { createHash, randomBytes } from 'node:crypto';

/** Verification links live a day, reset links an hour (accounts issue). */
export const verificationTokenLifetimeMs = 24 * 60 * 60_000;
export const resetTokenLifetimeMs = 60 * 60_000;

/** SHA-256 of a token: what the database keeps, so a copy of it opens no link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token of 256 random bits, the hash to store and when it stops working. */
export function issueToken(lifetimeMs: number) {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), expiresAt: new Date(Date.now() + lifetimeMs) };
}
