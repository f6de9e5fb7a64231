import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../plugins/mail';

const siteName = 'Devon Dog Beaches';

/**
 * Wraps a paragraph at 72 characters. With short lines and plain ASCII the text part is sent as
 * 7-bit text, so the link reads the same in the raw message as in a mail client.
 */
function wrap(paragraph: string, width = 72): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface ActionMail {
  to: string;
  subject: string;
  greetingName: string | null;
  lines: string[];
  action: { label: string; url: string };
  footnote: string;
}

/** One layout for every account mail: a greeting, a few lines, one clear button and the raw link. */
export function actionMail({
  to,
  subject,
  greetingName,
  lines,
  action,
  footnote,
}: ActionMail): MailMessage {
  const greeting = greetingName ? `Hello ${greetingName},` : 'Hello,';
  const text = [
    greeting,
    '',
    ...lines.flatMap((line) => [...wrap(line), '']),
    `${action.label}:`,
    action.url,
    '',
    ...wrap(footnote),
    '',
    siteName,
  ].join('\n');
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1d2939">${content}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#faf6ee;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0b5f8a">${siteName}</p>
${paragraph(escapeHtml(greeting))}
${lines.map((line) => paragraph(escapeHtml(line))).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b5f8a;color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 24px;border-radius:8px">${escapeHtml(action.label)}</a></p>
${paragraph(`If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#0b5f8a;word-break:break-all">${escapeHtml(action.url)}</a>`)}
<p style="margin:24px 0 0;font-size:14px;line-height:1.5;color:#475467">${escapeHtml(footnote)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to, subject, text, html };
}

export const verificationMail = (to: string, firstName: string | null, url: string) =>
  actionMail({
    to,
    subject: `Verify your email address for ${siteName}`,
    greetingName: firstName,
    lines: [
      `Thank you for joining ${siteName}.`,
      'Please confirm that this is your email address, so that you can share photos, walking routes, reviews and feedback with other dog owners.',
    ],
    action: { label: 'Verify my email address', url },
    footnote:
      'This link works once and expires in 24 hours. If you did not create an account, you can ignore this email.',
  });

export const passwordResetMail = (to: string, firstName: string | null, url: string) =>
  actionMail({
    to,
    subject: `Reset your ${siteName} password`,
    greetingName: firstName,
    lines: ['We received a request to reset the password of your account.'],
    action: { label: 'Choose a new password', url },
    footnote:
      'This link works once and expires in 1 hour. If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
  });
