/**
 * How long the planner takes through the real routes (`app.inject`): `GET /api/plan` for the
 * whole catalogue on a day not asked before (tides of its station-days predicted too), the same
 * plan with the tides already known, the same plan asked again, and a beach's week. Budgets:
 * median under 100 ms uncached and under 10 ms asked again; the week under 50 ms. Exits 1 on a
 * miss. Run with `npm run bench:plan` (DATABASE_URL=postgres://… for a server; default PGlite).
 */
import { loadavg } from 'node:os';
import type { Beach } from '@shared/beaches';
import { addDays, formatLocalDate, todayInLondon } from '@shared/london-time';
import { clearDayPlans } from '../server/src/features/day-plan/service';
import { clearPlans } from '../server/src/features/plan/service';
import { percentile, printRow, startInjectApp } from './inject-app';

const { app, timeOnce, close } = await startInjectApp();
const beaches = (await app.inject({ url: '/api/beaches' })).json<Beach[]>();

const today = todayInLondon();
const day = (offset: number) => formatLocalDate(addDays(today, offset));
const query = 'from=Exeter&radius=60&has=parking';

// Warm the code paths once (module JIT) on a day not measured.
await timeOnce(`/api/plan?date=${day(0)}`);
const cold: number[] = [];
const warmTides: number[] = [];
for (let offset = 1; offset <= 40; offset += 1) {
  const url = `/api/plan?date=${day(offset * 7)}&${query}`;
  cold.push(await timeOnce(url));
  clearPlans();
  clearDayPlans();
  warmTides.push(await timeOnce(url));
}
const repeated: number[] = [];
const url = `/api/plan?date=${day(3)}&${query}`;
await timeOnce(url);
for (let i = 0; i < 2000; i += 1) repeated.push(await timeOnce(url));

const weeks: number[] = [];
const weeksWarmTides: number[] = [];
for (const [index, beach] of beaches.slice(0, 40).entries()) {
  const weekUrl = `/api/beaches/${beach.slug}/week?from=${day(index * 9)}`;
  weeks.push(await timeOnce(weekUrl));
  clearPlans();
  clearDayPlans();
  weeksWarmTides.push(await timeOnce(weekUrl));
}

const row = (label: string, values: number[]) => printRow(label, values, 50);
console.log(`GET /api/plan?${query} (app.inject), ${beaches.length} beaches`);
// Figures on a busy machine come out slower: say how busy it was.
console.log(
  `load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}\n`,
);
row('uncached plan of a new day (tides predicted too)', cold);
row('uncached plan (tides of the station-days known)', warmTides);
row('the same plan asked again', repeated);
row('uncached week of a beach (tides predicted too)', weeks);
row('uncached week (tides of its days known)', weeksWarmTides);

const budgets = [
  ['uncached plan under 100 ms', percentile(cold, 50), 100],
  ['the same plan again under 10 ms', percentile(repeated, 50), 10],
  ['a week under 50 ms', percentile(weeks, 50), 50],
] as const;
console.log('');
for (const [label, median, limit] of budgets) {
  console.log(
    `budget: ${label}: ${median < limit ? 'PASS' : 'FAIL'} (median ${median.toFixed(2)} ms)`,
  );
}
await close();
if (budgets.some(([, median, limit]) => median >= limit)) process.exitCode = 1;
