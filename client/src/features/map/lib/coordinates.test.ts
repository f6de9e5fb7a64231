import { describe, expect, it } from 'vitest';
import { makeBeach } from '@shared/testing/make-beach';
import { boundsOf, formatPosition, parsePosition, plottableBeaches } from './coordinates';

describe('parsePosition', () => {
  it('parses the API decimal strings', () => {
    expect(parsePosition({ latitude: '50.47185000', longitude: '-3.50109000' })).toEqual({
      lat: 50.47185,
      lng: -3.50109,
    });
  });

  it.each([
    [null, '-3.5'],
    ['50.4', null],
    ['', '-3.5'],
    ['  ', '-3.5'],
    ['north', '-3.5'],
    ['95', '-3.5'],
    ['50.4', '-181'],
    ['0', '0'],
  ])('treats %j, %j as no position', (latitude, longitude) => {
    expect(parsePosition({ latitude, longitude })).toBeNull();
  });
});

describe('plottableBeaches', () => {
  it('plots every beach with a position, border counties included, in the order given', () => {
    const beaches = [
      makeBeach({
        name: 'Widemouth Bay',
        location: 'Cornwall',
        latitude: '50.7931',
        longitude: '-4.55762',
      }),
      makeBeach({ name: 'No position', latitude: null, longitude: null }),
      makeBeach({
        name: 'Minehead Beach',
        location: 'Somerset',
        latitude: '51.20758',
        longitude: '-3.46706',
      }),
      makeBeach({
        name: 'Charmouth',
        location: 'Dorset',
        latitude: '50.733',
        longitude: '-2.89693',
      }),
      makeBeach({ name: 'Bantham', location: 'South Devon' }),
      makeBeach({ name: 'Torre Abbey', location: 'Torbay', latitude: '50.46', longitude: '-3.54' }),
    ];
    expect(plottableBeaches(beaches).map(({ beach }) => beach.name)).toEqual([
      'Widemouth Bay',
      'Minehead Beach',
      'Charmouth',
      'Bantham',
      'Torre Abbey',
    ]);
  });

  it('returns nothing for no beaches', () => {
    expect(plottableBeaches([])).toEqual([]);
  });
});

describe('boundsOf', () => {
  it('is the box around the positions, or null for none', () => {
    expect(
      boundsOf([
        { lat: 50.2, lng: -3.7 },
        { lat: 51.2, lng: -4.5 },
        { lat: 50.7, lng: -2.9 },
      ]),
    ).toEqual({ south: 50.2, west: -4.5, north: 51.2, east: -2.9 });
    expect(boundsOf([])).toBeNull();
  });
});

describe('formatPosition', () => {
  it('writes degrees north and west', () => {
    expect(formatPosition({ lat: 50.47185, lng: -3.50109 })).toBe('50.4719° N, 3.5011° W');
  });
});
