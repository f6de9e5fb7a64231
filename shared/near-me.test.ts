import { describe, expect, it } from 'vitest';
import {
  beachPosition,
  distanceKm,
  distanceMiles,
  formatDistance,
  sortByDistance,
  withDistances,
  withinMiles,
} from './near-me';

const exeter = { lat: 50.7236, lng: -3.5275 };
const plymouth = { lat: 50.3755, lng: -4.1427 };
const barnstaple = { lat: 51.08, lng: -4.058 };

const beach = (name: string, latitude: string | null, longitude: string | null) => ({
  name,
  latitude,
  longitude,
});

describe('distance', () => {
  it('measures Exeter to Plymouth as about 36 miles (58 km) in a straight line', () => {
    expect(distanceMiles(exeter, plymouth)).toBeGreaterThan(35.5);
    expect(distanceMiles(exeter, plymouth)).toBeLessThan(37);
    expect(distanceKm(exeter, plymouth)).toBeCloseTo(58.2, 0);
  });

  it('measures Exeter to Barnstaple as about 34 miles, the same both ways, and zero to itself', () => {
    expect(distanceMiles(exeter, barnstaple)).toBeGreaterThan(33);
    expect(distanceMiles(exeter, barnstaple)).toBeLessThan(35);
    expect(distanceMiles(barnstaple, exeter)).toBeCloseTo(distanceMiles(exeter, barnstaple), 9);
    expect(distanceMiles(exeter, exeter)).toBe(0);
  });

  it('formats miles with kilometres: one decimal under 10, whole numbers beyond', () => {
    expect(formatDistance(2.3)).toBe('2.3 mi (3.7 km)');
    expect(formatDistance(0.04)).toBe('0.0 mi (0.1 km)');
    expect(formatDistance(36.9)).toBe('37 mi (59 km)');
    expect(formatDistance(5)).toBe('5.0 mi (8.0 km)');
  });
});

describe('beachPosition', () => {
  it('reads the stored strings, and refuses missing, blank or impossible ones', () => {
    expect(beachPosition(beach('a', '50.5', '-3.5'))).toEqual({ lat: 50.5, lng: -3.5 });
    expect(beachPosition(beach('b', null, '-3.5'))).toBeNull();
    expect(beachPosition(beach('c', '', ''))).toBeNull();
    expect(beachPosition(beach('d', 'north', '-3.5'))).toBeNull();
    expect(beachPosition(beach('e', '95', '-3.5'))).toBeNull();
  });
});

describe('within and sort by distance', () => {
  const beaches = [
    beach('Far', '50.3755', '-4.1427'), // Plymouth, ~37 mi
    beach('Nowhere', null, null),
    beach('Near', '50.6190', '-3.4130'), // Exmouth, ~9 mi
    beach('Middle', '50.5470', '-3.4960'), // Teignmouth, ~12 mi
  ];
  const located = withDistances(beaches, exeter);

  it('gives each beach its distance, or null without a position', () => {
    expect(located.map((entry) => entry.miles === null)).toEqual([false, true, false, false]);
    expect(located[2]!.miles).toBeGreaterThan(8);
    expect(located[2]!.miles).toBeLessThan(10);
  });

  it('sorts nearest first, beaches without a position last', () => {
    expect(sortByDistance(located).map((entry) => entry.beach.name)).toEqual([
      'Near',
      'Middle',
      'Far',
      'Nowhere',
    ]);
  });

  it('keeps only the beaches within 5, 10, 20 or 50 miles', () => {
    const names = (miles: number) => withinMiles(located, miles).map((entry) => entry.beach.name);
    expect(names(5)).toEqual([]);
    expect(names(10)).toEqual(['Near']);
    expect(names(20)).toEqual(['Near', 'Middle']);
    expect(names(50)).toEqual(['Far', 'Near', 'Middle']);
  });
});
