import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorSchema } from '@shared/api-error';
import { ApiError } from './api-client';

/** The server's `{message}`, or the screen's own words when there is none (offline, a 5xx). */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}

/**
 * Puts each message of a 400's `errors[]` on its field, as the browser's own check would have.
 * Returns whether any field got one.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return false;
  }
  const parsed = apiErrorSchema.safeParse(body);
  let applied = false;
  for (const issue of parsed.success ? (parsed.data.errors ?? []) : []) {
    const field = fields.find((name) => name === issue.path);
    if (field) {
      setError(field, { type: 'server', message: issue.message });
      applied = true;
    }
  }
  return applied;
}

/** Whether a failed call answered `status` with a JSON body that carries `flag`. */
function flagged(error: unknown, status: number, flag: string): boolean {
  if (!(error instanceof ApiError) || error.status !== status) return false;
  try {
    const body: unknown = JSON.parse(error.body);
    return typeof body === 'object' && body !== null && flag in body;
  } catch {
    return false;
  }
}

/** Whether a failed call was the 403 of a sign-in for an unverified e-mail. */
export const needsVerification = (error: unknown) => flagged(error, 403, 'requiresVerification');

/** Whether a failed sign-in was refused until it carries a solved proof of work. */
export const needsProofOfWork = (error: unknown) => flagged(error, 429, 'captchaRequired');
