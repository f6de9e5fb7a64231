import { z } from 'zod';

/** "At most 120 characters": a text field's own limit, where the form has no message of its own. */
export const atMost = (max: number) => `At most ${max} characters`;

/**
 * Trimmed text that must hold something: `required` when it is absent or blank, `tooLong` past
 * `max` characters (zod's own message when the form gives none).
 */
export const requiredText = (required: string, max: number, tooLong?: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, tooLong === undefined ? undefined : { error: tooLong });

/** Optional trimmed text: absent, null or blank all read as null; `tooLong` past `max`. */
export const textOrNull = (max: number, tooLong = atMost(max)) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

/** A whole number from `min` to `max`, typed or sent as text; `message` for anything else. */
export const wholeNumberIn = (min: number, max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** A blank text reads as null: the back office's forms send every field, empty or not. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** Optional text of the back office: absent keeps the stored value, blank or null clears it. */
export const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());

/** A page's own slug, when one is given: lower-case words and digits joined by hyphens. */
export const optionalSlug = (invalid: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(120)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: invalid })
      .nullable()
      .optional(),
  );

/** An optional image: a web address (https://…) or a path on this site (/uploads/…). */
export const optionalImageUrl = (invalid: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(2000)
      .refine((url) => /^\/(?!\/)\S*$/.test(url) || /^https?:\/\/\S+$/i.test(url), {
        error: invalid,
      })
      .nullable()
      .optional(),
  );
