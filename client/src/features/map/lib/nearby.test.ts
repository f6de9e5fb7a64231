import { describe, expect, it } from 'vitest';
import { makeBeach } from '@shared/testing/make-beach';
import { plottableBeaches } from './coordinates';
import { nearbyOnSchematic } from './nearby';

describe('nearbyOnSchematic', () => {
  const [bantham, bigbury, southMilton, ilfracombe, ...rest] = plottableBeaches([
    makeBeach({ name: 'Bantham', latitude: '50.279', longitude: '-3.8788' }),
    makeBeach({ name: 'Bigbury', latitude: '50.2833', longitude: '-3.8954' }),
    makeBeach({ name: 'South Milton', latitude: '50.2666', longitude: '-3.8595' }),
    makeBeach({ name: 'Ilfracombe', latitude: '51.2105', longitude: '-4.1167' }),
    ...Array.from({ length: 8 }, (_, index) =>
      makeBeach({
        name: `Cove ${index}`,
        latitude: String(50.28 + index / 1000),
        longitude: '-3.88',
      }),
    ),
  ]);

  it('finds the beaches drawn under the selected one, nearest first, at most 5', () => {
    const nearby = nearbyOnSchematic(bantham!, [
      bantham!,
      bigbury!,
      southMilton!,
      ilfracombe!,
      ...rest,
    ]);
    expect(nearby).toHaveLength(5);
    expect(nearby.map(({ beach }) => beach.name)).not.toContain('Bantham');
    expect(nearby.map(({ beach }) => beach.name)).not.toContain('Ilfracombe');
  });

  it('finds nothing for a beach on its own', () => {
    expect(nearbyOnSchematic(ilfracombe!, [bantham!, bigbury!, southMilton!, ilfracombe!])).toEqual(
      [],
    );
  });

  it('orders by distance', () => {
    expect(
      nearbyOnSchematic(bantham!, [southMilton!, bigbury!, bantham!]).map(
        ({ beach }) => beach.name,
      ),
    ).toEqual(['Bigbury', 'South Milton']);
  });
});
