import { describe, expect, it } from 'vitest';
import { amenityFlags, type AmenityFlag } from './beaches';
import {
  amenityFlagsOf,
  emptyFacilities,
  facilitiesWithFlags,
  setInBackOffice,
} from './facilities';

const allOff = Object.fromEntries(amenityFlags.map((flag) => [flag, false])) as Record<
  AmenityFlag,
  boolean
>;

describe('amenityFlagsOf', () => {
  it('is true only for "yes": "no" and "not known" both leave a filter off', () => {
    const facilities = {
      ...emptyFacilities(),
      parking: { state: 'yes', detail: null, source: null, season: null },
      cafe: { state: 'no', detail: null, source: 'https://example.org/cafe', season: null },
    } as const;
    expect(amenityFlagsOf(facilities)).toEqual({ ...allOff, hasParking: true });
  });
});

describe('facilitiesWithFlags', () => {
  it('leaves "not known" alone when a form sends a switch that stayed off', () => {
    const facilities = emptyFacilities();
    expect(facilitiesWithFlags(facilities, allOff, { ...allOff }, '2026-11-27')).toBe(facilities);
  });

  it("records a switch that changes as the administrator's yes or no, checked today", () => {
    const before = { ...allOff, hasBeachCafe: true };
    const facilities = {
      ...emptyFacilities(),
      cafe: { state: 'yes', detail: 'Beach kiosk', source: null, season: null },
    } as const;
    const next = facilitiesWithFlags(
      facilities,
      before,
      { ...before, hasParking: true, hasBeachCafe: false },
      '2026-11-27',
    );
    expect(next).toMatchObject({
      checkedOn: '2026-11-27',
      parking: { state: 'yes', source: setInBackOffice },
      cafe: { state: 'no', source: setInBackOffice, detail: null },
      toilets: { state: 'not-known' },
    });
    expect(amenityFlagsOf(next!)).toEqual({ ...allOff, hasParking: true });
  });

  it('starts from "not known" for a beach that had no facilities recorded', () => {
    const next = facilitiesWithFlags(null, allOff, { hasLifeguards: true }, '2026-11-27');
    expect(next?.lifeguards.state).toBe('yes');
    expect(next?.freshWater.state).toBe('not-known');
  });
});
