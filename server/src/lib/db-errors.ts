import { conflict } from './http-errors';

/** An error and the errors behind it: Drizzle wraps the driver's error in its own `cause`. */
export function* errorChain(error: unknown, depth = 5): Generator<object> {
  for (let current = error, step = 0; current && step < depth; step++) {
    if (typeof current !== 'object') return;
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** A SQLSTATE: five characters of a class PostgreSQL defines (not a system error such as EPERM). */
const sqlState = /^(?:[0-9][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}$/;

/**
 * PostgreSQL's own error, where there is one in the chain: its SQLSTATE code and the constraint it
 * names. PGlite and node-postgres both set `code` (and `constraint`) on the error they throw.
 */
export function postgresError(error: unknown): { code: string; constraint?: string } | undefined {
  for (const current of errorChain(error)) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && sqlState.test(code))
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
  }
  return undefined;
}

/** SQLSTATE codes the services answer for. */
export const pgCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
} as const;

/** A row with this key is there already. */
export const isUniqueViolation = (error: unknown) =>
  postgresError(error)?.code === pgCodes.uniqueViolation;

/** What `write` gives; a key another row holds already (a unique index) is 409 with `message`. */
export async function refuseDuplicate<T>(write: PromiseLike<T>, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

/**
 * A row it points to is not there (deleted meanwhile); with `constraintPart`, only when the
 * violated constraint's name holds it (the beach's key, not the user's).
 */
export const isForeignKeyViolation = (error: unknown, constraintPart?: string) => {
  const found = postgresError(error);
  if (found?.code !== pgCodes.foreignKeyViolation) return false;
  return constraintPart === undefined || Boolean(found.constraint?.includes(constraintPart));
};
