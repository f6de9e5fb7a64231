/**
 * How long a day plan takes through the real route (`app.inject`): the first time for a beach and
 * day (tides, daylight, rule and windows computed) and again from the cache. Budget (beach-day
 * issue): under 100 ms uncached, under 10 ms cached. Run with `node --import tsx bench/day-plan.ts`.
 */
import type { Beach } from '@shared/beaches';
import { clearDayPlans } from '../server/src/features/day-plan/service';
import { clearTideCaches } from '../server/src/features/tides/service';
import { percentile, printRow as row, startInjectApp } from './inject-app';

const { app, timeOnce, close } = await startInjectApp();
const beaches = (await app.inject({ url: '/api/beaches' })).json<Beach[]>();

// Warm the code paths once (module JIT), then measure cold plans on other beaches and days.
await timeOnce(`/api/beaches/${beaches[0]!.slug}/day?date=2026-01-01`);
const cold: number[] = [];
const coldStations: number[] = [];
const dates = ['2026-03-29', '2026-05-14', '2026-07-15', '2026-08-30', '2026-10-25', '2026-12-21'];
for (const [index, beach] of beaches.slice(1, 61).entries()) {
  const url = `/api/beaches/${beach.slug}/day?date=${dates[index % dates.length]}`;
  clearDayPlans();
  cold.push(await timeOnce(url));
  clearDayPlans();
  clearTideCaches();
  coldStations.push(await timeOnce(url));
}
const cached: number[] = [];
const url = `/api/beaches/${beaches[5]!.slug}/day?date=2026-07-15`;
await timeOnce(url);
for (let i = 0; i < 2000; i += 1) cached.push(await timeOnce(url));

console.log(
  `day plans through GET /api/beaches/{slug}/day (app.inject), ${beaches.length} beaches\n`,
);
row('uncached plan (tides of the station-day cached)', cold);
row('uncached plan and uncached tides', coldStations);
row('cached plan', cached);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
console.log(
  `\nbudget: uncached under 100 ms: ${verdict(percentile(coldStations, 95) < 100)} (p95 ${percentile(coldStations, 95).toFixed(1)} ms)`,
);
console.log(
  `budget: cached under 10 ms: ${verdict(percentile(cached, 95) < 10)} (p95 ${percentile(cached, 95).toFixed(2)} ms)`,
);
await close();
