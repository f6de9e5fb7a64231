import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go; the sender stays `MAIL_FROM`, so the site's own domain signs the mail. */
  replyTo?: { name: string; address: string };
  /** What the log calls the message instead of its subject, when the subject holds someone's words. */
  logLabel?: string;
  /** Extra header fields, such as `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /** Where messages go without `SMTP_URL`: `DATA_DIR/outbox`. */
  outboxDir: string;
  log: FastifyBaseLogger;
}

/**
 * Sends the site's e-mail with nodemailer: through `SMTP_URL` when it is set, otherwise each
 * message is written whole (RFC 5322, headers included) to `outbox/<UTC time>-<random>.eml`.
 *
 * `send` never throws: a message that cannot be delivered is logged, because no answer of ours may
 * depend on it (a reset request answers the same whether or not a mail went out). `idle()` resolves
 * once every message handed over so far has been delivered or given up; tests wait on it.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: MailerOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  /** Delivers in the background; the caller's answer does not wait for the mail server. */
  send(message: MailMessage): void {
    const delivery = this.deliver(message).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  close() {
    this.transport.close();
  }

  private async deliver({ logLabel, ...message }: MailMessage): Promise<void> {
    const { log, smtpUrl, from } = this.options;
    const subject = logLabel ?? message.subject;
    try {
      const info = (await this.transport.sendMail({ from, ...message })) as {
        message?: Buffer;
        messageId?: string;
      };
      if (smtpUrl) {
        log.info({ subject, messageId: info.messageId }, 'mail sent');
        return;
      }
      const file = await this.writeToOutbox(info.message ?? Buffer.alloc(0));
      log.info({ subject, file }, 'no SMTP_URL: mail written to the outbox');
    } catch (err) {
      log.error({ err, subject }, 'mail could not be sent');
    }
  }

  private async writeToOutbox(raw: Buffer): Promise<string> {
    const { outboxDir } = this.options;
    await mkdir(outboxDir, { recursive: true });
    const time = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${time}-${randomBytes(6).toString('hex')}.eml`;
    // Written under another name first, so a reader never sees half a message.
    const temporary = path.join(outboxDir, `.${name}.tmp`);
    await writeFile(temporary, raw, { mode: 0o600 });
    await rename(temporary, path.join(outboxDir, name));
    return name;
  }
}
