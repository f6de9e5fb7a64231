import { createHash, randomBytes } from 'node:crypto';

/** Verification links live a day, reset links an hour (accounts issue). */
export const verificationTokenLifetimeMs = 24 * 60 * 60_000;
export const resetTokenLifetimeMs = 60 * 60_000;

/** SHA-256 of a token: what the database keeps, so a copy of it opens no link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use token of 128 random bits (22 characters), the hash to store and when it stops
 * working. 128 bits is plenty for a hashed, expiring, rate-limited link; the short form keeps the
 * mailed link under 76 characters for a usual PUBLIC_URL, so the text part of the mail goes as
 * plain 7-bit text rather than quoted-printable, readable in the raw file.
 */
export function issueToken(lifetimeMs: number) {
  const token = randomBytes(16).toString('base64url');
  return { token, hash: hashToken(token), expiresAt: new Date(Date.now() + lifetimeMs) };
}
