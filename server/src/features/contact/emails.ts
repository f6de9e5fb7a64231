import { contactMessages, type ContactBody } from '@shared/contact';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../plugins/mail';

const siteName = 'Devon Dog Beaches';

/** One line for a mail header: a visitor's line breaks must not start a header of their own. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

interface ContactMail {
  to: string;
  id: number;
  message: Omit<ContactBody, 'recaptchaToken'>;
  receivedAt: Date;
  /** Where the back office lists the messages. */
  adminUrl: string;
}

/**
 * A contact-form message for the site's owners: from the site's own address, with the visitor as
 * Reply-To, so answering is one click. Everything the visitor wrote is escaped in the HTML part.
 */
export function contactMail({ to, id, message, receivedAt, adminUrl }: ContactMail): MailMessage {
  const name = oneLine(message.name);
  const subject = `Contact form: ${message.subject ? oneLine(message.subject) : `message from ${name}`}`;
  const received = receivedAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const fields: [string, string][] = [
    ['From', `${name} <${message.email}>`],
    ['Subject', message.subject ?? '(none)'],
    ['Received', received],
  ];
  const footnote = `Reply to this email to answer ${name} directly; the site told them: "${contactMessages.replyPromise}" The message is also in the back office (Messages), number ${id}: ${adminUrl}`;
  const text = [
    `A new message from the contact form of ${siteName}.`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    message.message,
    '',
    '--',
    footnote,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#faf6ee;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2939">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#0b5f8a">${siteName}</p>
<p style="margin:0 0 16px;font-size:16px">A new message from the contact form.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;line-height:1.5">
${fields.map(([label, value]) => `<tr><td style="padding:0 16px 0 0;color:#475467;vertical-align:top">${label}</td><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<div style="white-space:pre-wrap;font-size:16px;line-height:1.5;border-left:4px solid #0b5f8a;padding:8px 16px;margin:0 0 24px">${escapeHtml(message.message)}</div>
<p style="margin:0;font-size:14px;line-height:1.5;color:#475467">${escapeHtml(footnote)}</p>
</div>
</body></html>`;
  return {
    to,
    subject,
    text,
    html,
    replyTo: { name, address: message.email },
    logLabel: `contact message ${id}`,
  };
}
