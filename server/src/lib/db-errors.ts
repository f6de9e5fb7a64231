/** A unique violation: PGlite and node-postgres both put code 23505 on the error's `cause`. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'cause' in error &&
  (error.cause as { code?: string } | undefined)?.code === '23505';
