import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { authMessages, type RegisterBody, type SignInInput, type User } from '@shared/auth';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { refuseDuplicate } from '../../lib/db-errors';
import { firstRow } from '../../lib/first-row';
import { badRequest, conflict, HttpError, unauthorized } from '../../lib/http-errors';
import type { Mailer } from '../../plugins/mail';
import { RateLimit } from '../../plugins/rate-limits';
import { Captcha } from '../contact/captcha';
import { passwordResetMail, verificationMail } from './emails';
import { accountLimits } from './limits';
import { hashPassword, verifyPassword } from './passwords';
import { SignInGuard } from './sign-in-guard';
import { hashToken, issueToken, resetTokenLifetimeMs, verificationTokenLifetimeMs } from './tokens';

export type UserRow = typeof users.$inferSelect;

export interface AccountOptions {
  publicUrl: string;
  requireEmailVerification: boolean;
  /** Signs the proof-of-work challenges a sign-in may have to carry. */
  sessionSecret: string;
}

export type VerificationResult =
  { verified: true; user: UserRow } | { verified: false; error: string };

/** The answer's `User`: never the hash, never a token. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  profileImageUrl: row.profileImageUrl,
  emailVerified: row.emailVerified,
  createdAt: row.createdAt.toISOString(),
});

/** The key e-mail addresses are counted and compared by (case-insensitively). */
const emailKey = (email: string) => email.trim().toLowerCase();
const sameEmail = (email: string) => sql`lower(${users.email}) = ${emailKey(email)}`;

/**
 * Accounts: registration, sign-in, e-mail verification and password reset. Tokens are 256 random
 * bits, stored only as SHA-256 hashes, single use, with an expiry; a new one replaces the old.
 */
export class AccountService {
  private readonly limits: { [Name in keyof typeof accountLimits]: RateLimit };
  private readonly signInGuard: SignInGuard;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly options: AccountOptions,
  ) {
    this.limits = Object.fromEntries(
      Object.entries(accountLimits).map(([name, rule]) => [name, new RateLimit(db, name, rule)]),
    ) as AccountService['limits'];
    this.signInGuard = new SignInGuard(db, '', new Captcha(db, options.sessionSecret));
  }

  findById(id: string): Promise<UserRow | null> {
    return firstRow(this.db.select().from(users).where(eq(users.id, id)).limit(1));
  }

  findByEmail(email: string): Promise<UserRow | null> {
    return firstRow(this.db.select().from(users).where(sameEmail(email)).limit(1));
  }

  /** A new account; 409 for a known e-mail (the one answer that may say so). */
  async register(input: RegisterBody, address: string) {
    await this.limits.registrationsPerAddress.consume(address);
    if (await this.findByEmail(input.email)) throw conflict(authMessages.emailTaken);
    const verification = issueToken(verificationTokenLifetimeMs);
    // Two registrations of one address at once: the unique index decides.
    const [row] = await refuseDuplicate(
      this.db
        .insert(users)
        .values({
          id: randomUUID(),
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          verificationToken: verification.hash,
          verificationTokenExpiry: verification.expiresAt,
        })
        .returning(),
      authMessages.emailTaken,
    );
    if (!row) throw new Error('registration inserted no row');
    await this.limits.mailsPerRecipient.tryConsume(emailKey(row.email));
    this.sendVerification(row, verification.token);
    return { user: row, requiresVerification: this.options.requireEmailVerification };
  }

  /**
   * Checks a sign-in. An unknown e-mail and a wrong password get the same 401 (after the same
   * work); past the limits of `SignInGuard` the answer is 429 before any password is checked.
   */
  async signIn({ email, password, captcha }: SignInInput, address: string): Promise<UserRow> {
    const row = await this.signInGuard.attempt(
      { account: emailKey(email), address, captcha },
      async () => {
        const found = await this.findByEmail(email);
        return (await verifyPassword(found?.passwordHash ?? null, password)) && found
          ? found
          : null;
      },
    );
    if (!row) throw unauthorized(authMessages.invalidCredentials);
    if (this.options.requireEmailVerification && !row.emailVerified) {
      throw new VerificationRequiredError();
    }
    return row;
  }

  /** Opens a verification link: the account is verified and the token spent. */
  async verifyEmail(token: string): Promise<VerificationResult> {
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.verificationToken, tokenHash))
      .limit(1);
    if (!row) return { verified: false, error: authMessages.invalidVerificationLink };
    if (!row.verificationTokenExpiry || row.verificationTokenExpiry <= new Date()) {
      return { verified: false, error: authMessages.expiredVerificationLink };
    }
    // The token in the WHERE makes it single use even when the link is opened twice at once.
    const [verified] = await this.db
      .update(users)
      .set({
        emailVerified: true,
        verificationToken: null,
        verificationTokenExpiry: null,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, row.id), eq(users.verificationToken, tokenHash)))
      .returning();
    return verified
      ? { verified: true, user: verified }
      : { verified: false, error: authMessages.invalidVerificationLink };
  }

  /** A new verification link for an unverified account; the same answer for any other address. */
  async resendVerification(email: string, address: string): Promise<void> {
    await this.limits.mailRequestsPerAddress.consume(address);
    const row = await this.findByEmail(email);
    if (!row || row.emailVerified) return;
    if (!(await this.limits.mailsPerRecipient.tryConsume(emailKey(row.email)))) return;
    const verification = issueToken(verificationTokenLifetimeMs);
    await this.db
      .update(users)
      .set({
        verificationToken: verification.hash,
        verificationTokenExpiry: verification.expiresAt,
        updatedAt: new Date(),
      })
      .where(eq(users.id, row.id));
    this.sendVerification(row, verification.token);
  }

  /** Mails a reset link when the account exists; a new request voids the previous link. */
  async requestPasswordReset(email: string, address: string): Promise<void> {
    await this.limits.mailRequestsPerAddress.consume(address);
    const row = await this.findByEmail(email);
    if (!row) return;
    if (!(await this.limits.mailsPerRecipient.tryConsume(emailKey(row.email)))) return;
    const reset = issueToken(resetTokenLifetimeMs);
    await this.db
      .update(users)
      .set({ resetToken: reset.hash, resetTokenExpiry: reset.expiresAt, updatedAt: new Date() })
      .where(eq(users.id, row.id));
    const url = `${this.options.publicUrl}/reset-password?${new URLSearchParams({ token: reset.token }).toString()}`;
    this.mailer.send(passwordResetMail(row.email, row.firstName, url));
  }

  /**
   * Sets a new password with a reset token, which is then spent. Opening the mailed link proves the
   * address, so the account counts as verified from then on. Returns the account. Attempts are
   * limited per address, and the token is looked up before the new password is hashed, so a wrong
   * token costs no hashing.
   */
  async resetPassword(token: string, password: string, address: string): Promise<UserRow> {
    await this.limits.passwordResetsPerAddress.consume(address);
    const tokenHash = hashToken(token);
    const live = and(eq(users.resetToken, tokenHash), gt(users.resetTokenExpiry, new Date()));
    const [holder] = await this.db.select({ id: users.id }).from(users).where(live).limit(1);
    if (!holder) throw badRequest(authMessages.invalidResetLink);
    const passwordHash = await hashPassword(password);
    // The token in the WHERE spends it once, even when the link is used twice at once.
    const [row] = await this.db
      .update(users)
      .set({
        passwordHash,
        resetToken: null,
        resetTokenExpiry: null,
        emailVerified: true,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, holder.id), live))
      .returning();
    if (!row) throw badRequest(authMessages.invalidResetLink);
    await this.signInGuard.forget(emailKey(row.email));
    return row;
  }

  private sendVerification(row: UserRow, token: string) {
    const url = `${this.options.publicUrl}/api/auth/verify-email?${new URLSearchParams({ token }).toString()}`;
    this.mailer.send(verificationMail(row.email, row.firstName, url));
  }
}

/** The 403 of a sign-in with the right password and an unverified e-mail. */
export class VerificationRequiredError extends HttpError {
  constructor() {
    super(403, authMessages.verificationRequired, {}, { requiresVerification: true });
  }
}
