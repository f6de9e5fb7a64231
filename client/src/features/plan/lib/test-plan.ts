import type { PlanResult } from '@shared/plan';

/** A plan's result for tests: Westward Ho! with one walk, as the API sends it. */
export const planResult = (overrides: Partial<PlanResult> = {}): PlanResult => ({
  beach: {
    id: 1,
    slug: 'westward-ho',
    name: 'Westward Ho!',
    location: 'North Devon',
    latitude: 51.04,
    longitude: -4.24,
  },
  distanceMiles: 2.1,
  windows: [],
  totalMinutes: 0,
  dogSegments: [],
  tides: [],
  daylight: { sunrise: null, sunset: null },
  score: 150.8,
  ...overrides,
});
