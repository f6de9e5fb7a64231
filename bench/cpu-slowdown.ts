/**
 * The CPU slowdown that makes this host a mid-tier phone in Lighthouse's simulation, from its
 * benchmark index (Lighthouse's "CPU/Memory Power"). Lighthouse's default 4x is meant for a
 * high-end desktop (index 1500 to 2000); on a slower host 4x makes a phone slower than the one
 * Lighthouse stands for, and its docs advise a lower multiplier. These are the points of the
 * Lighthouse team's calibration calculator (lighthouse-cpu-throttling-calculator): 150 is 1x, 800
 * is 2x, 1300 is 3x, then one more per 233 (1533 is 4x, 2000 is 6x), straight lines between.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`No benchmark index to calibrate with: ${benchmarkIndex}`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
