import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import { minPasswordLength } from '@shared/auth';

export const commonPasswordMessage = 'This password is too common';

/**
 * zxcvbn-ts's frequency-ranked list, already lower-case: the passwords seen more than ten times in
 * the ten-million-password Xato corpus (49,233 entries). Only those at least as long as the minimum
 * are kept: a shorter one is refused for its length anyway, and a second message would be noise.
 * 42,692 entries. Unpacking the list and building the set take about 50 ms (the set 10 ms) and keep
 * 3.6 MB of heap, once per process and on the server only: the client's bundle never sees it. The
 * list leaves out what zxcvbn finds by pattern (a repeated character, a straight run like "abcdef").
 */
const commonPasswords: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].filter((entry) => entry.length >= minPasswordLength),
);

export const commonPasswordCount = commonPasswords.size;

/** Whether a password is one of the most common, in any letter case ("Password1" is "password1"). */
export const isCommonPassword = (password: string) => commonPasswords.has(password.toLowerCase());

/**
 * A new password's schema that also refuses the common ones, for the server's routes: the issue
 * lands on the field itself, so the forms show it under the password.
 */
export const refusingCommon = <Schema extends z.ZodType<string>>(schema: Schema) =>
  schema.refine((password) => !isCommonPassword(password), { error: commonPasswordMessage });
