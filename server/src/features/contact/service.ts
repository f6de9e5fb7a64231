import { and, asc, eq, notLike } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { contactMessages, type ContactBody } from '@shared/contact';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { admins, contactSubmissions } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import type { Mailer } from '../../plugins/mail';
import { RateLimit, type LimitRule } from '../../plugins/rate-limits';
import type { Captcha } from './captcha';
import { contactMail } from './emails';

/** Messages accepted from one address in an hour; the sixth is 429 until the hour ends. */
export const contactLimit: LimitRule = { points: 5, windowSeconds: 60 * 60 };
export const contactLimitName = 'contact-per-address';

/**
 * The contact form (docs/product.md, "Contact"): a solved
 * CAPTCHA, a limit per address, the message stored first and then mailed to the site's owners.
 */
export class ContactService {
  private readonly limit: RateLimit;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly captcha: Captcha,
    private readonly config: Pick<Config, 'contactTo' | 'publicUrl'>,
  ) {
    this.limit = new RateLimit(db, contactLimitName, contactLimit, contactMessages.tooMany);
  }

  /**
   * Stores the message and hands its mail to the mailer, which delivers it after the answer: a
   * mail server that is down loses no message (it is in the back office) and fails no request.
   */
  async submit(body: ContactBody, address: string, log: FastifyBaseLogger): Promise<number> {
    await this.limit.assertNotExhausted(address);
    if (!(await this.captcha.redeem(body.recaptchaToken))) {
      throw badRequest(contactMessages.captcha);
    }
    await this.limit.consume(address);
    const { recaptchaToken: _token, ...message } = body;
    const [row] = await this.db.insert(contactSubmissions).values(message).returning();
    const to = await this.recipient();
    if (to) {
      this.mailer.send(
        contactMail({
          to,
          id: row!.id,
          message,
          receivedAt: row!.createdAt,
          adminUrl: `${this.config.publicUrl}/admin`,
        }),
      );
    } else {
      log.warn(
        { contactMessage: row!.id },
        'contact message stored; no CONTACT_TO, MAIL_FROM or administrator e-mail to send it to',
      );
    }
    return row!.id;
  }

  /** CONTACT_TO, else MAIL_FROM (both in the config), else the first active administrator's. */
  private async recipient(): Promise<string | null> {
    if (this.config.contactTo) return this.config.contactTo;
    const [admin] = await this.db
      .select({ email: admins.email })
      .from(admins)
      // `@admin.invalid` stands in for an administrator created without an e-mail.
      .where(and(eq(admins.isActive, true), notLike(admins.email, '%.invalid')))
      .orderBy(asc(admins.id))
      .limit(1);
    return admin?.email ?? null;
  }
}
