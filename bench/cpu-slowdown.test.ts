import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './cpu-slowdown';

describe('calibratedCpuSlowdown', () => {
  it.each([
    [150, 1],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [2000, 6],
  ])('makes a host of benchmark index %i a mid-tier phone at %fx', (index, slowdown) => {
    expect(calibratedCpuSlowdown(index)).toBeCloseTo(slowdown, 2);
  });

  it('never speeds a slow host up, and refuses a missing index', () => {
    expect(calibratedCpuSlowdown(60)).toBe(1);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow('No benchmark index');
  });
});
