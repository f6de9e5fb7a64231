import { authMessages } from '@shared/auth';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { RateLimit } from '../../plugins/rate-limits';
import type { Captcha } from '../contact/captcha';
import { signInLimits } from './limits';

/** The 429 of a sign-in that must carry a solved proof of work (`captcha`) before it is checked. */
export class ProofOfWorkRequiredError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      authMessages.proofOfWorkRequired,
      { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
      { captchaRequired: true },
    );
  }
}

export interface SignInAttempt {
  /** The account tried: a lower-cased e-mail or administrator username. */
  account: string;
  /** The client's address (request.ip). */
  address: string;
  /** A solved ALTCHA payload, sent once the account asks for one. */
  captcha?: string | undefined;
}

/**
 * The sign-in limits of one kind of account (users or administrators), in the order a guess meets
 * them. Every attempt takes its points *before* the password is verified (an atomic consume in the
 * database or Redis), so a burst of parallel guesses cannot all pass a count read before any of
 * them failed; a successful sign-in gives its points back.
 *
 * 1. one account from one address: 10 in 15 minutes, then 429 until the window ends;
 * 2. one address across every account: 50 in 15 minutes, then 429;
 * 3. one account from every address: 10 in 15 minutes, then each further attempt must carry a
 *    solved proof of work (ALTCHA), one per attempt. A guesser spread over many addresses pays
 *    for every guess, and the owner is never locked out: their browser solves the challenge and
 *    signs in (docs/decisions/004-accounts.md).
 */
export class SignInGuard {
  private readonly perAccountAndAddress: RateLimit;
  private readonly perAddress: RateLimit;
  private readonly perAccount: RateLimit;

  constructor(
    db: Database,
    /** Keeps user and administrator counts apart ('' for users, 'admin' for administrators). */
    prefix: string,
    private readonly captcha: Captcha,
  ) {
    const name = (limit: string) => (prefix ? `${prefix}-${limit}` : limit);
    this.perAccountAndAddress = new RateLimit(
      db,
      name('signInPerAccountAndAddress'),
      signInLimits.perAccountAndAddress,
    );
    this.perAddress = new RateLimit(db, name('signInPerAddress'), signInLimits.perAddress);
    this.perAccount = new RateLimit(db, name('signInPerAccount'), signInLimits.perAccount);
  }

  /**
   * Runs `check` (the password verification) only when the attempt is within every limit, having
   * taken its points first. `check` answers whether the sign-in succeeded.
   */
  async attempt<T>(attempt: SignInAttempt, check: () => Promise<T | null>): Promise<T | null> {
    const pair = `${attempt.account}|${attempt.address}`;
    // Hard limits first, so a refused guess never spends a proof of work.
    await this.perAccountAndAddress.consume(pair);
    await this.perAddress.consume(attempt.address);
    const overAccountLimit = await this.perAccount.take(attempt.account);
    if (overAccountLimit) {
      // Each solved challenge is accepted once, by any instance.
      const paid = attempt.captcha ? await this.captcha.redeem(attempt.captcha) : false;
      if (!paid) throw new ProofOfWorkRequiredError(overAccountLimit.retryAfterSeconds);
    }
    const result = await check();
    if (result !== null) {
      // The owner is in: their own failures are forgotten, and this attempt was no guess.
      await Promise.all([
        this.perAccountAndAddress.reset(pair),
        this.perAccount.reset(attempt.account),
        this.perAddress.refund(attempt.address),
      ]);
    }
    return result;
  }

  /** Forgets an account's failures (after its password was reset by e-mail). */
  async forget(account: string): Promise<void> {
    await this.perAccount.reset(account);
  }
}
