import { describe, expect, it } from 'vitest';
import {
  formatBeachType,
  formatCharacteristic,
  formatRating,
  formatReviewCount,
  parseCharacteristics,
} from './format';

describe('format', () => {
  it('shows ratings to one decimal and counts reviews', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatReviewCount(1)).toBe('1 review');
    expect(formatReviewCount(0)).toBe('0 reviews');
  });

  it('reads beach characteristics from JSON with hyphens as spaces', () => {
    expect(parseCharacteristics('["steep-access","cove",3,""]')).toEqual(['steep-access', 'cove']);
    expect(parseCharacteristics('not json')).toEqual([]);
    expect(parseCharacteristics(null)).toEqual([]);
    expect(formatCharacteristic('steep-access')).toBe('Steep access');
  });

  it('names beach types', () => {
    expect(formatBeachType('pebble')).toBe('Pebble');
    expect(formatBeachType(null)).toBe('Beach');
  });
});
