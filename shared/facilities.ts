import {
  amenityFlags,
  facilityOfFlag,
  type AmenityFlag,
  type Facilities,
  type FacilityKey,
} from './beaches';

/** The API's boolean amenity flags: each is true only where its facility is known to be "yes". */
export function amenityFlagsOf(facilities: Facilities): Record<AmenityFlag, boolean> {
  return Object.fromEntries(
    amenityFlags.map((flag) => [flag, facilities[facilityOfFlag[flag]].state === 'yes']),
  ) as Record<AmenityFlag, boolean>;
}

/** How the back office's yes/no switches are recorded as the source of a facility. */
export const setInBackOffice = 'Set in the back office';

/**
 * The facilities after an administrator set some amenity flags. Only a flag that changes value
 * touches its facility (a form sends every switch, and an unchanged "off" must stay "not known");
 * the facility then says yes or no on the administrator's word, checked today.
 */
export function facilitiesWithFlags(
  facilities: Facilities | null,
  before: Record<AmenityFlag, boolean>,
  wanted: Partial<Record<AmenityFlag, boolean>>,
  today: string,
): Facilities | null {
  const changed = amenityFlags.filter(
    (flag) => wanted[flag] !== undefined && wanted[flag] !== before[flag],
  );
  if (changed.length === 0) return facilities;
  const next: Facilities = facilities ?? emptyFacilities();
  const updated = { ...next, checkedOn: today };
  for (const flag of changed) {
    const key: FacilityKey = facilityOfFlag[flag];
    updated[key] = {
      state: wanted[flag] ? 'yes' : 'no',
      detail: null,
      source: setInBackOffice,
      season: null,
    };
  }
  return updated;
}

/** Every facility not known: a beach added in the back office before anyone recorded any. */
export function emptyFacilities(): Facilities {
  const unknown = { state: 'not-known', detail: null, source: null, season: null } as const;
  return {
    checkedOn: null,
    parking: unknown,
    toilets: unknown,
    freshWater: unknown,
    cafe: unknown,
    lifeguards: unknown,
    dogWalks: unknown,
    accessibility: unknown,
  };
}
