import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
  /** The outbox file it was read from, if any. */
  file?: string;
}

/** Parses one RFC 5322 message as a mail client would. */
export async function parseMail(raw: string | Buffer): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const to = Array.isArray(parsed.to)
    ? parsed.to.map((a) => a.text).join(', ')
    : (parsed.to?.text ?? '');
  return {
    to,
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    raw: raw.toString(),
  };
}

/** Every message in `DATA_DIR/outbox`, oldest first. */
export async function readOutbox(dataDir: string): Promise<ReceivedMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  names.sort();
  return Promise.all(
    names.map(async (name) => ({
      ...(await parseMail(readFileSync(path.join(outbox, name)))),
      file: name,
    })),
  );
}

const delivered = new Set<string>();

/**
 * The outbox's messages to `email` that no earlier call returned. Two mails written in the same
 * millisecond sort by their random suffix, so "the last file" is not always the newest message.
 */
export async function newMailsTo(dataDir: string, email: string): Promise<ReceivedMail[]> {
  const fresh = (await readOutbox(dataDir)).filter(
    (mail) => mail.to.includes(email) && !delivered.has(`${dataDir}/${mail.file}`),
  );
  for (const mail of fresh) delivered.add(`${dataDir}/${mail.file}`);
  return fresh;
}

/** The first absolute link in a mail's text whose path starts with `pathPrefix`. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`no ${pathPrefix} link in "${mail.subject}"`);
}
