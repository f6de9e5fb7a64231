import { describe, expect, it } from 'vitest';
import { alternatingTides, type Turn } from './extremes';

const hour = 3_600_000;
const turn = (hours: number, level: number, high: boolean): Turn => ({
  time: hours * hour,
  level,
  high,
});
/** High or low water this many hours in, at this level. */
const high = (hours: number, level: number) => turn(hours, level, true);
const low = (hours: number, level: number) => turn(hours, level, false);

describe('alternatingTides', () => {
  it('keeps a regular semi-diurnal tide as it is', () => {
    const turns = [low(0, 1), high(6, 5), low(12.4, 0.9), high(18.6, 5.1)];
    expect(alternatingTides(turns)).toEqual(turns);
  });

  it('keeps the higher of two highs in a row, and the lower of two lows', () => {
    const turns = [
      low(0, 1),
      high(6, 2.1),
      high(7, 2.3),
      low(12, 0.8),
      low(13, 0.9),
      high(18, 2.2),
    ];
    expect(alternatingTides(turns).map((t) => t.level)).toEqual([1, 2.3, 0.8, 2.2]);
  });

  it('folds a double low water into one low water, the lower of the two', () => {
    const turns = [high(0, 2.2), low(5, 0.9), high(6.5, 1.0), low(8, 0.7), high(12.5, 2.1)];
    expect(alternatingTides(turns)).toEqual([turns[0], turns[3], turns[4]]);
  });

  it('keeps a small neap tide that takes six hours to rise', () => {
    const turns = [low(0, 1.1), high(6, 1.3), low(12, 1.15), high(18, 1.4)];
    expect(alternatingTides(turns)).toEqual(turns);
  });
});
