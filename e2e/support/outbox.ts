import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { e2eDataDir, e2ePort } from './data-dir';

const outboxDir = () => path.join(e2eDataDir(e2ePort()), 'outbox');

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function readMails(): Promise<Mail[]> {
  let names: string[];
  try {
    names = readdirSync(outboxDir())
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const parsed = await simpleParser(readFileSync(path.join(outboxDir(), name)));
      const to = Array.isArray(parsed.to)
        ? parsed.to.map((a) => a.text).join(', ')
        : parsed.to?.text;
      return { to: to ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' };
    }),
  );
}

/**
 * Waits for the mail the site wrote to its outbox for `to` whose subject matches, and returns the
 * link in it that starts with `pathPrefix`, as a path the browser can open on the test server.
 * Each address in these tests is new, so the matching mail is the one the step just caused;
 * `nth` picks a later one (a second reset request).
 */
export async function linkFromMail(
  to: string,
  subject: RegExp,
  pathPrefix: string,
  nth = 0,
): Promise<string> {
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await readMails()).filter((m) => m.to.includes(to) && subject.test(m.subject))[nth];
        return mail !== undefined;
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  for (const match of mail!.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url.pathname + url.search;
  }
  throw new Error(`no ${pathPrefix} link in "${mail!.subject}"`);
}
