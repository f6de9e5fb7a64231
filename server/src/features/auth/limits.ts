import type { LimitRule } from '../../plugins/rate-limits';

/**
 * The account limits, per 15-minute or one-hour fixed window (the reasons are in
 * docs/decisions/004-accounts.md). Sign-in counts failures only; the others count every request.
 */
export const accountLimits = {
  /** 10 wrong passwords for one e-mail, from anywhere: the 11th attempt is 429 (accounts issue). */
  signInFailuresPerAccount: { points: 10, windowSeconds: 15 * 60 },
  /** Failures from one address across any accounts; higher, as one address is often many people. */
  signInFailuresPerAddress: { points: 50, windowSeconds: 15 * 60 },
  registrationsPerAddress: { points: 30, windowSeconds: 60 * 60 },
  /** Reset requests and verification resends from one address: past this, 429. */
  mailRequestsPerAddress: { points: 20, windowSeconds: 60 * 60 },
  /** Mails to one e-mail address: past this the answer is the same but no mail is sent. */
  mailsPerRecipient: { points: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>;
