import { describe, expect, it } from 'vitest';
import { postcodeDistricts, towns } from './data/places';
import { distanceMiles } from './near-me';
import {
  allPlaces,
  findPlace,
  normalisePlaceName,
  postcodeDistrictOf,
  suggestPlace,
} from './places';

const name = (text: string) => findPlace(text)?.place.name ?? null;

/** Generous boxes around each postcode area's land, so a slipped digit shows up. */
const areaBoxes: Record<string, { lat: [number, number]; lng: [number, number] }> = {
  EX: { lat: [50.55, 51.3], lng: [-4.65, -2.9] },
  TQ: { lat: [50.2, 50.65], lng: [-3.9, -3.4] },
  PL: { lat: [50.2, 50.75], lng: [-5.0, -3.8] },
  TA: { lat: [51.0, 51.3], lng: [-3.7, -2.8] },
  DT: { lat: [50.5, 50.9], lng: [-3.0, -2.3] },
};
/** Devon, east Cornwall, the Somerset coast and west Dorset. */
const regionBox = { lat: [50.15, 51.3], lng: [-5.2, -2.3] };

const inside = (value: number, [low, high]: number[]) => value >= low! && value <= high!;

describe('the place table', () => {
  it('has every Devon EX and TQ district, PL1 to PL35, and the coast districts over the borders', () => {
    const districts = new Set(postcodeDistricts.map(([district]) => district));
    const expected = [
      ...Array.from({ length: 24 }, (_, i) => `EX${i + 1}`),
      ...Array.from({ length: 9 }, (_, i) => `EX${i + 31}`),
      ...Array.from({ length: 14 }, (_, i) => `TQ${i + 1}`),
      ...Array.from({ length: 35 }, (_, i) => `PL${i + 1}`),
      'TA8',
      'TA23',
      'TA24',
      'DT6',
      'DT7',
    ];
    for (const district of expected) expect(districts, district).toContain(district);
    expect(districts.size).toBe(postcodeDistricts.length);
  });

  it('has about 150 towns and villages, each name once', () => {
    expect(towns.length).toBeGreaterThanOrEqual(140);
    const keys = towns.map(([town]) => normalisePlaceName(town));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts every district inside its postcode area and every place inside the region', () => {
    for (const [district, lat, lng] of postcodeDistricts) {
      const box = areaBoxes[district.slice(0, 2)];
      expect(box, district).toBeDefined();
      expect(inside(lat, box!.lat) && inside(lng, box!.lng), district).toBe(true);
    }
    for (const place of allPlaces()) {
      expect(inside(place.lat, regionBox.lat) && inside(place.lng, regionBox.lng), place.name).toBe(
        true,
      );
    }
  });

  it.each([
    ['Bideford', 'EX39'],
    ['Ilfracombe', 'EX34'],
    ['Exmouth', 'EX8'],
    ['Sidmouth', 'EX10'],
    ['Brixham', 'TQ5'],
    ['Salcombe', 'TQ8'],
    ['Lyme Regis', 'DT7'],
    ['Minehead', 'TA24'],
    ['Bude', 'EX23'],
    ['Plymouth', 'PL1'],
  ])('puts the coastal town %s near its own district, %s', (town, district) => {
    expect(distanceMiles(findPlace(town)!.place, findPlace(district)!.place)).toBeLessThan(5);
  });
});

describe('postcodeDistrictOf', () => {
  // A district, a sector or a whole postcode, spaced or not.
  it.each([
    ['ex39', 'EX39'],
    ['EX39 1AB', 'EX39'],
    [' ex39   1ab ', 'EX39'],
    ['ex391ab', 'EX39'],
    ['EX1 1AB', 'EX1'],
    ['ex11ab', 'EX1'],
    ['TQ14 8', 'TQ14'],
  ])('%j is in %s', (text, district) => expect(postcodeDistrictOf(text)).toBe(district));

  it.each(['bay', 'EX', 'beach 4', 'EX39 1ABC'])('is not fooled by words: %j', (text) => {
    expect(postcodeDistrictOf(text)).toBeNull();
  });
});

describe('findPlace', () => {
  it('treats a known district as a place, whatever the case or inward code', () => {
    for (const text of ['ex39', 'EX39', 'EX39 1AB', 'ex39 1ab', 'ex391ab']) {
      expect(findPlace(text), text).toMatchObject({
        place: { name: 'EX39', kind: 'postcode', area: 'Bideford' },
        how: 'exact',
      });
    }
    expect(name('pl35')).toBe('PL35');
    expect(name('dt7 3qa')).toBe('DT7');
  });

  it.each(['EX30', 'SW1A 1AA', 'BS1'])('does not know %s, not in the table', (text) => {
    expect(findPlace(text)).toBeNull();
  });

  it('finds a town by its name', () => {
    expect(findPlace('Bideford')).toMatchObject({ place: { name: 'Bideford' }, how: 'exact' });
  });

  // In any case, with or without punctuation, and by their other names.
  it.each([
    ['BIDEFORD', 'Bideford'],
    ['  bideford ', 'Bideford'],
    ['westward ho', 'Westward Ho!'],
    ['Westward Ho!', 'Westward Ho!'],
    ['burnham on sea', 'Burnham-on-Sea'],
    ['torrington', 'Great Torrington'],
    ['newton abbot', 'Newton Abbot'],
  ])('finds %j as %s', (text, town) => expect(name(text)).toBe(town));

  it('takes the start of a name only when one town starts that way', () => {
    expect(findPlace('ilfrac')).toMatchObject({ place: { name: 'Ilfracombe' }, how: 'partial' });
    expect(name('Okeham')).toBe('Okehampton');
    // West Bay or Westward Ho!; fewer than four letters is too short to guess from.
    expect(findPlace('west')).toBeNull();
    expect(findPlace('sid')).toBeNull();
    expect(findPlace('king')).toBeNull();
  });

  it.each(['', '   ', 'cove', 'bay', 'sandy beach with parking'])('finds nothing in %j', (text) => {
    expect(findPlace(text)).toBeNull();
  });
});

describe('suggestPlace', () => {
  it.each([
    ['Exter', 'Exeter'],
    ['bidford', 'Bideford'],
    ['Ilfracome', 'Ilfracombe'],
  ])('offers the town a mistyped %s most likely means', (typed, town) => {
    expect(suggestPlace(typed)?.name).toBe(town);
  });

  it.each(['Exeter', 'EX39', 'Paris', 'ex', 'Torquay Harbour Beach Cafe'])(
    'offers nothing for a known place or a text far from any town (%s)',
    (typed) => {
      expect(suggestPlace(typed)).toBeNull();
    },
  );
});
