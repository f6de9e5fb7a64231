import { amenityFlags, type AmenityFlag, type Beach } from '../beaches';
import type { DogStatus } from '../dog-rules';

/**
 * What a test may set: any field of a Beach, and only the parts of its dog status it is about (a
 * list filter reads `dogStatus.state` alone; the rest stays "allowed").
 */
export type BeachOverrides = Omit<Partial<Beach>, 'dogStatus'> & { dogStatus?: Partial<DogStatus> };

/** What the API says of a beach where dogs are allowed all day; pass what the test is about. */
export const makeDogStatus = (overrides: Partial<DogStatus> = {}): DogStatus => ({
  state: 'allowed',
  headline: 'Dogs allowed',
  nextChange: null,
  today: 'Dogs allowed today',
  allowedToday: true,
  checkedOn: null,
  ...overrides,
});

/** Every amenity flag set to `value`: a beach with all of them or none, or a filter asking for all. */
export const allAmenities = (value: boolean) =>
  Object.fromEntries(amenityFlags.map((flag) => [flag, value])) as Record<AmenityFlag, boolean>;

let nextId = 1;

/**
 * A complete Beach as the API sends it, for client, server and shared tests alike (ids count up);
 * pass only what the test is about.
 */
export function makeBeach(overrides: BeachOverrides = {}): Beach {
  const id = overrides.id ?? nextId++;
  const { dogStatus, ...fields } = overrides;
  return {
    id,
    slug: `beach-${id}`,
    name: `Beach ${id}`,
    location: 'South Devon',
    postcode: null,
    description: 'A beach.',
    imageUrl: null,
    communityPhoto: null,
    latitude: '50.27900000',
    longitude: '-3.88600000',
    accessType: 'year-round',
    accessInfo: null,
    seasonalRestrictions: null,
    restrictionPeriod: null,
    dogRule: null,
    beachType: 'sandy',
    accessibilityLevel: null,
    beachCharacteristics: '[]',
    averageRating: 0,
    totalReviews: 0,
    googleRating: null,
    totalReviewsGoogle: null,
    ...allAmenities(false),
    facilities: null,
    bathingWater: null,
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
    ...fields,
    dogStatus: makeDogStatus(dogStatus),
  };
}
