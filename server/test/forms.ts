/** A walking route as the form sends it, on `beachId`, with `overrides` on top. */
export const walkForm = (beachId: number | undefined, overrides: Record<string, unknown> = {}) => ({
  beachId,
  routeName: 'Headland loop',
  description: 'Up the coast path and back across the fields.',
  difficulty: 'easy',
  estimatedDuration: 60,
  distanceKm: 3,
  startingPoint: 'The car park',
  submittedBy: 'Olive',
  ...overrides,
});
