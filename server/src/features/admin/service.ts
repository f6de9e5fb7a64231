import { eq, sql } from 'drizzle-orm';
import { adminMessages, type Admin, type AdminLoginInput } from '@shared/admin-session';
import type { Database } from '../../db/client';
import { admins } from '../../db/schema';
import { unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { SignInGuard } from '../auth/sign-in-guard';
import type { AdminRow } from './current-admin';

export const toAdmin = (row: AdminRow): Admin => ({
  id: row.id,
  username: row.username,
  email: row.email,
  name: row.name,
});

export interface AdminAccount {
  username: string;
  password: string;
  email?: string | undefined;
  name?: string | undefined;
}

/**
 * Administrators: created or reset from ADMIN_* at start-up and by `npm run admin`, signed in with
 * the same argon2id hashes and failure limits as users, but in their own table and session.
 */
export class AdminService {
  constructor(
    private readonly db: Database,
    /** The sign-in limits; only the sign-in route needs them (start-up and the CLI do not). */
    private readonly signInGuard: SignInGuard | null = null,
  ) {}

  /** Creates the administrator, or resets the password (and e-mail and name when given) and makes it active. */
  async upsert(account: AdminAccount): Promise<AdminRow> {
    const passwordHash = await hashPassword(account.password);
    const email = account.email ?? `${account.username}@admin.invalid`;
    const name = account.name ?? account.username;
    const [row] = await this.db
      .insert(admins)
      .values({ username: account.username, passwordHash, email, name, isActive: true })
      .onConflictDoUpdate({
        target: admins.username,
        set: {
          passwordHash,
          isActive: true,
          ...(account.email ? { email: account.email } : {}),
          ...(account.name ? { name: account.name } : {}),
        },
      })
      .returning();
    return row!;
  }

  /** Disables an administrator; returns whether one was found. */
  async disable(username: string): Promise<boolean> {
    const rows = await this.db
      .update(admins)
      .set({ isActive: false })
      .where(eq(admins.username, username))
      .returning({ id: admins.id });
    return rows.length > 0;
  }

  /**
   * 401 for a wrong pair or an inactive administrator, the same answer for each; 429 past the
   * sign-in limits, which are taken before the password is checked.
   */
  async signIn(
    { username, password, captcha }: AdminLoginInput,
    address: string,
  ): Promise<AdminRow> {
    if (!this.signInGuard) throw new Error('AdminService was made without its sign-in limits');
    const key = username.toLowerCase();
    const row = await this.signInGuard.attempt({ account: key, address, captcha }, async () => {
      const [found] = await this.db
        .select()
        .from(admins)
        .where(sql`lower(${admins.username}) = ${key}`)
        .limit(1);
      const valid = await verifyPassword(found?.passwordHash ?? null, password);
      return found && valid && found.isActive ? found : null;
    });
    if (!row) throw unauthorized(adminMessages.invalidCredentials);
    const [signedIn] = await this.db
      .update(admins)
      .set({ lastLoginAt: new Date() })
      .where(eq(admins.id, row.id))
      .returning();
    return signedIn!;
  }
}
