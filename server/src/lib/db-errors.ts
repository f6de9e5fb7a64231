/** A unique violation: the same code from PGlite and node-postgres (STACK-NOTES.md). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'cause' in error &&
  (error.cause as { code?: string } | undefined)?.code === '23505';
