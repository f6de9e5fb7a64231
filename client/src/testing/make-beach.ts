import type { Beach } from '@shared/beaches';

let nextId = 1;

/** A complete Beach for component tests (ids count up); pass only what the test is about. */
export function makeBeach(overrides: Partial<Beach> = {}): Beach {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `beach-${id}`,
    name: `Beach ${id}`,
    location: 'South Devon',
    postcode: null,
    description: 'A beach.',
    imageUrl: null,
    latitude: '50.27900000',
    longitude: '-3.88600000',
    accessType: 'year-round',
    accessInfo: null,
    seasonalRestrictions: null,
    restrictionPeriod: null,
    dogRule: null,
    dogStatus: {
      state: 'allowed',
      headline: 'Dogs allowed',
      nextChange: null,
      today: 'Dogs allowed today',
      allowedToday: true,
      checkedOn: null,
    },
    beachType: 'sandy',
    accessibilityLevel: null,
    beachCharacteristics: '[]',
    averageRating: 0,
    totalReviews: 0,
    googleRating: null,
    totalReviewsGoogle: null,
    hasParking: false,
    hasFacilities: false,
    hasFreshWater: false,
    hasBeachCafe: false,
    hasLifeguards: false,
    hasDogWalks: false,
    parkingInfo: null,
    safetyNotes: null,
    fullAddress: null,
    phone: null,
    website: null,
    placeId: null,
    aboutDescription: null,
    facebookUrl: null,
    instagramUrl: null,
    twitterUrl: null,
    youtubeUrl: null,
    createdAt: '2026-11-22T00:00:00.000Z',
    updatedAt: '2026-11-22T00:00:00.000Z',
    ...overrides,
  };
}
