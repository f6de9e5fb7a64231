import type { LimitRule } from '../../plugins/rate-limits';

/**
 * The sign-in limits, shared by users and administrators (each counted apart). Every attempt
 * counts, taken before the password is checked; a successful sign-in gives its points back. Why
 * these figures: docs/decisions/004-accounts.md.
 */
export const signInLimits = {
  /** Guesses at one account from one address: the 11th attempt in 15 minutes is 429. */
  perAccountAndAddress: { points: 10, windowSeconds: 15 * 60 },
  /** Attempts from one address across any accounts; higher, as one address is often many people. */
  perAddress: { points: 50, windowSeconds: 15 * 60 },
  /** Attempts at one account from anywhere: past this, each needs a solved proof of work. */
  perAccount: { points: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, LimitRule>;

/** The other account limits, per one-hour fixed window; each counts every request. */
export const accountLimits = {
  registrationsPerAddress: { points: 30, windowSeconds: 60 * 60 },
  /** Reset requests and verification resends from one address: past this, 429. */
  mailRequestsPerAddress: { points: 20, windowSeconds: 60 * 60 },
  /** Mails to one e-mail address: past this the answer is the same but no mail is sent. */
  mailsPerRecipient: { points: 5, windowSeconds: 60 * 60 },
  /** Attempts to set a new password with a reset link, from one address. */
  passwordResetsPerAddress: { points: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>;
