import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

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

/** A real SMTP server in this process, on a free local port: what the app sends arrives here. */
export interface TestSmtpServer {
  /** Every message delivered so far, parsed. */
  received: ReceivedMail[];
  /** The SMTP_URL that reaches it. */
  url: string;
  /** Refuses the next message with a permanent error (550). */
  refuseNext(): void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) {
          refusing = false;
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        parseMail(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    refuseNext: () => {
      refusing = true;
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
