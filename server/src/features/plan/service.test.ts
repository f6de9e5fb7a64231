import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Beach } from '@shared/beaches';
import { dogDaySegments, dogsMayGo } from '@shared/dog-rules';
import { fromLondon, londonDayBounds, type LocalDate } from '@shared/london-time';
import { beachPosition, distanceMiles } from '@shared/near-me';
import { findPlace } from '@shared/places';
import { planQuerySchema, type Plan, type PlanQuery } from '@shared/plan';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { levelsForDay, midTideHeight } from '../tides/service';
import { stationFor } from '../tides/stations';
import { buildPlan, planScore, planWindow } from './service';

let ctx: TestContext;
let beaches: Beach[];

beforeAll(async () => {
  ctx = await buildTestApp();
  beaches = [...(await ctx.app.catalogue.all())];
});
afterAll(async () => ctx.close());

const july: LocalDate = { year: 2026, month: 7, day: 15 };
const minuteMs = 60_000;

/** A plan with every beach listed (no limit), from query text as the route would parse it. */
function plan(query: Record<string, string> = {}, date = july): { plan: Plan; query: PlanQuery } {
  const parsed = { ...planQuerySchema.parse(query), limit: 10_000 };
  return { plan: buildPlan(beaches, date, planWindow(date, parsed), parsed), query: parsed };
}

const bySlug = (slug: string) => beaches.find((beach) => beach.slug === slug)!;

/** The rule's segments of a day as instants, read from the shared rule, not from the planner. */
const ruleSpans = (beach: Beach, date: LocalDate) =>
  dogDaySegments(beach, date).map((segment) => ({
    state: segment.state,
    start: fromLondon({ ...date, minute: segment.fromMinute }).getTime(),
    end:
      segment.toMinute >= 1440
        ? londonDayBounds(date).end.getTime()
        : fromLondon({ ...date, minute: segment.toMinute }).getTime(),
  }));

/** The rule's states over [start, end). */
const statesDuring = (beach: Beach, date: LocalDate, start: number, end: number) =>
  ruleSpans(beach, date)
    .filter((segment) => segment.start < end && segment.end > start)
    .map((segment) => segment.state);

describe('buildPlan', () => {
  it('lists only windows in the asked time, in daylight, allowed by the rule and at low tide', () => {
    const { plan: answer, query } = plan();
    expect(answer.results.length).toBeGreaterThan(0);
    const [askedStart, askedEnd] = [Date.parse(answer.window.start), Date.parse(answer.window.end)];
    for (const result of answer.results) {
      const beach = bySlug(result.beach.slug);
      const position = beachPosition(beach)!;
      const { station } = stationFor(position);
      const mid = midTideHeight(station, '2026-07-15');
      const levels = levelsForDay(station, '2026-07-15', 5);
      for (const window of result.windows) {
        const [start, end] = [Date.parse(window.start), Date.parse(window.end)];
        expect(window.minutes).toBe(Math.round((end - start) / minuteMs));
        expect(window.minutes).toBeGreaterThanOrEqual(query.minMinutes);
        expect(start).toBeGreaterThanOrEqual(askedStart);
        expect(end).toBeLessThanOrEqual(askedEnd);
        expect(start).toBeGreaterThanOrEqual(Date.parse(result.daylight.sunrise!));
        expect(end).toBeLessThanOrEqual(Date.parse(result.daylight.sunset!));
        expect(statesDuring(beach, july, start, end)).toEqual([window.dogState]);
        expect(dogsMayGo(window.dogState)).toBe(true);
        for (const level of levels) {
          const time = Date.parse(level.time);
          if (time > start && time < end) expect(level.height).toBeLessThan(mid);
        }
      }
      expect(result.totalMinutes).toBe(result.windows.reduce((sum, w) => sum + w.minutes, 0));
    }
  });

  it('never lists a beach whose rule bans dogs all day, and counts it as banned', () => {
    const bannedAllDay = beaches.filter((beach) =>
      dogDaySegments(beach, july).every((segment) => !dogsMayGo(segment.state)),
    );
    expect(bannedAllDay.length).toBeGreaterThan(0);
    const { plan: answer } = plan({ tide: 'any', minMinutes: '1' });
    const listed = new Set(answer.results.map((result) => result.beach.id));
    for (const beach of bannedAllDay) expect(listed.has(beach.id)).toBe(false);
    expect(answer.excluded.banned).toBe(bannedAllDay.length);
  });

  it('lists a part-day ban beach only outside its hours', () => {
    // July 2025: a day when the part-day bans' orders were still in force.
    const summer: LocalDate = { year: 2025, month: 7, day: 15 };
    const partDay = beaches.filter((beach) => {
      const states = dogDaySegments(beach, summer).map((segment) => segment.state);
      return states.includes('banned') && states.some(dogsMayGo);
    });
    expect(partDay.length).toBeGreaterThan(0);
    const { plan: answer } = plan({ tide: 'any', minMinutes: '1' }, summer);
    for (const beach of partDay) {
      const result = answer.results.find((r) => r.beach.id === beach.id)!;
      expect(result.windows.length).toBeGreaterThan(0);
      const bans = ruleSpans(beach, summer).filter((segment) => segment.state === 'banned');
      for (const window of result.windows) {
        const [start, end] = [Date.parse(window.start), Date.parse(window.end)];
        for (const ban of bans) expect(end <= ban.start || start >= ban.end).toBe(true);
      }
    }
  });

  it('gives the rule through the asked time: segments inside it, none banned over a walk', () => {
    // July 2025, when the part-day bans' orders were still in force; from 08:00 to 20:00, so the
    // bans' edges fall inside the asked time.
    const summer: LocalDate = { year: 2025, month: 7, day: 15 };
    const { plan: answer } = plan({ start: '08:00', end: '20:00', tide: 'any' }, summer);
    const [askedStart, askedEnd] = [Date.parse(answer.window.start), Date.parse(answer.window.end)];
    let banned = 0;
    for (const result of answer.results) {
      const segments = result.dogSegments.map((segment) => ({
        ...segment,
        from: Date.parse(segment.start),
        to: Date.parse(segment.end),
      }));
      // In order, end to end, covering exactly the asked time.
      expect(segments[0]!.from).toBe(askedStart);
      expect(segments.at(-1)!.to).toBe(askedEnd);
      for (const [index, segment] of segments.entries()) {
        expect(segment.from).toBeLessThan(segment.to);
        if (index > 0) expect(segment.from).toBe(segments[index - 1]!.to);
      }
      // As the rule says, not as the planner thinks.
      const beach = bySlug(result.beach.slug);
      for (const segment of segments) {
        expect(statesDuring(beach, summer, segment.from, segment.to)).toEqual([segment.state]);
      }
      for (const ban of segments.filter((segment) => segment.state === 'banned')) {
        banned += 1;
        for (const window of result.windows) {
          const [start, end] = [Date.parse(window.start), Date.parse(window.end)];
          expect(end <= ban.from || start >= ban.to).toBe(true);
        }
      }
    }
    expect(banned).toBeGreaterThan(0);
  });

  it('keeps to the asked hours and, with offLead, to off-lead windows', () => {
    const { plan: answer } = plan({ start: '10:00', end: '14:00', offLead: 'true', tide: 'any' });
    expect(answer.window).toEqual({
      start: fromLondon({ ...july, minute: 600 }).toISOString(),
      end: fromLondon({ ...july, minute: 840 }).toISOString(),
    });
    for (const result of answer.results) {
      for (const window of result.windows) {
        expect(window.dogState).toBe('allowed');
        expect(window.start >= answer.window.start && window.end <= answer.window.end).toBe(true);
      }
      expect(result.totalMinutes).toBeLessThanOrEqual(240);
    }
  });

  it('gives any tide at least the minutes of low tide', () => {
    const low = plan({ tide: 'low' }).plan.results;
    const any = new Map(plan({ tide: 'any' }).plan.results.map((r) => [r.beach.id, r]));
    for (const result of low) {
      expect(any.get(result.beach.id)!.totalMinutes).toBeGreaterThanOrEqual(result.totalMinutes);
    }
  });

  it('keeps to the radius, measures the distance and counts the rest as too far', () => {
    const origin = findPlace('Bideford')!.place;
    const { plan: answer } = plan({ from: 'Bideford', radius: '10', tide: 'any', minMinutes: '1' });
    expect(answer.from).toEqual({ latitude: origin.lat, longitude: origin.lng, label: 'Bideford' });
    const within = beaches.filter((beach) => distanceMiles(origin, beachPosition(beach)!) <= 10);
    expect(answer.excluded.tooFar).toBe(beaches.length - within.length);
    for (const result of answer.results) {
      const miles = distanceMiles(origin, beachPosition(bySlug(result.beach.slug))!);
      expect(result.distanceMiles).toBeCloseTo(miles, 1);
      expect(miles).toBeLessThanOrEqual(10);
    }
  });

  it('ranks by the documented score: minutes less two per mile, then by name', () => {
    const { plan: answer } = plan({ from: 'EX39', radius: '100' });
    expect(answer.results.length).toBeGreaterThan(10);
    for (const result of answer.results) {
      expect(result.score).toBeCloseTo(result.totalMinutes - 2 * result.distanceMiles!, 6);
      expect(result.score).toBe(planScore(result.totalMinutes, result.distanceMiles));
    }
    const sorted = [...answer.results].sort(
      (a, b) => b.score - a.score || a.beach.name.localeCompare(b.beach.name, 'en-GB'),
    );
    expect(answer.results.map((r) => r.beach.id)).toEqual(sorted.map((r) => r.beach.id));
    // With no origin the score is the minutes alone.
    for (const result of plan().plan.results) expect(result.score).toBe(result.totalMinutes);
  });

  it('asks for must-haves on the "yes" flags, and counts every beach once', () => {
    const { plan: answer } = plan({ has: 'water,parking', beachType: 'sandy,mixed' });
    const missing = beaches.filter(
      (beach) =>
        !beach.hasFreshWater ||
        !beach.hasParking ||
        !['sandy', 'mixed'].includes(beach.beachType ?? ''),
    );
    expect(answer.excluded.missingMustHave).toBe(missing.length);
    for (const result of answer.results) {
      const beach = bySlug(result.beach.slug);
      expect(beach.hasFreshWater && beach.hasParking).toBe(true);
    }
    const { tooFar, missingMustHave, banned, noWindow } = answer.excluded;
    expect(answer.results.length + tooFar + missingMustHave + banned + noWindow).toBe(
      beaches.length,
    );
  });

  it('drops windows shorter than minMinutes', () => {
    const { plan: answer } = plan({ minMinutes: '240', tide: 'any' });
    for (const result of answer.results) {
      for (const window of result.windows) expect(window.minutes).toBeGreaterThanOrEqual(240);
    }
  });
});
