/** Issue 11's load budget, read by `bench/load.ts` and by `ops/load.test.ts`. */
export const budget = { maxP99Ms: 250, maxRssGrowthMb: 64, maxRssGrowthShare: 0.25 };
