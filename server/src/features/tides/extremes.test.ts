import { describe, expect, it } from 'vitest';
import { alternatingTides, type Turn } from './extremes';

const hour = 3_600_000;
const turn = (hours: number, level: number, high: boolean): Turn => ({
  time: hours * hour,
  level,
  high,
});

describe('alternatingTides', () => {
  it('keeps a regular semi-diurnal tide as it is', () => {
    const turns = [
      turn(0, 1, false),
      turn(6, 5, true),
      turn(12.4, 0.9, false),
      turn(18.6, 5.1, true),
    ];
    expect(alternatingTides(turns)).toEqual(turns);
  });

  it('keeps the higher of two highs in a row, and the lower of two lows', () => {
    const turns = [
      turn(0, 1, false),
      turn(6, 2.1, true),
      turn(7, 2.3, true),
      turn(12, 0.8, false),
      turn(13, 0.9, false),
      turn(18, 2.2, true),
    ];
    expect(alternatingTides(turns).map((t) => t.level)).toEqual([1, 2.3, 0.8, 2.2]);
  });

  it('folds a double low water into one low water, the lower of the two', () => {
    const turns = [
      turn(0, 2.2, true),
      turn(5, 0.9, false),
      turn(6.5, 1.0, true),
      turn(8, 0.7, false),
      turn(12.5, 2.1, true),
    ];
    expect(alternatingTides(turns)).toEqual([turns[0], turns[3], turns[4]]);
  });

  it('keeps a small neap tide that takes six hours to rise', () => {
    const turns = [
      turn(0, 1.1, false),
      turn(6, 1.3, true),
      turn(12, 1.15, false),
      turn(18, 1.4, true),
    ];
    expect(alternatingTides(turns)).toEqual(turns);
  });
});
