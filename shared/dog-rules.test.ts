import { describe, expect, it } from 'vitest';
import {
  dogDaySegments,
  dogsAllowedOn,
  dogStateAt,
  dogStatusAt,
  type DogStatusPart,
  type RuledBeach,
} from './dog-rules';
import { fromLondon, toLondon } from './london-time';
import { makeDogRule as rule, makePeriod as period } from './testing/dog-rule';
import { makeDogStatus } from './testing/make-beach';

/** A beach of this access type under a council rule with these periods. */
const ruled = (
  accessType: RuledBeach['accessType'],
  ...ruleArgs: Parameters<typeof rule>
): RuledBeach => ({ accessType, dogRule: rule(...ruleArgs) });

const seasonal = ruled('seasonal', [period()]);
const daytimeBan = ruled('restricted', [
  period({ from: '05-15', hours: { from: '10:00', to: '18:00' } }),
]);
const zoneBan = ruled('restricted', [period({ zone: 'between groynes 3 and 9' })]);
const winterBan = ruled('seasonal', [period({ from: '11-01', to: '02-28' })]);
const leadSeason = ruled('seasonal', [
  period({ kind: 'lead', from: '05-21', hours: { from: '10:00', to: '18:00' } }),
]);
const yearRound: RuledBeach = { accessType: 'year-round', dogRule: null };

/** What a status says all day when the dates are in doubt: why, and never that dogs are allowed. */
const unconfirmedAllDay = (reason: string) => ({
  state: 'unconfirmed',
  headline: reason,
  today: reason,
  allowedToday: false,
});
const checkTheSigns = 'Dates not confirmed: check the signs';

/** What a status says when dogs are banned from part of the beach and the rest is open. */
const partBanned = (today: string) => ({
  state: 'restricted',
  headline: 'Dogs banned from part of the beach',
  today,
});

/** A London wall-clock time as an instant. */
const at = (date: string, time = '12:00') => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return fromLondon({ year, month, day, minute: hour * 60 + minute });
};

describe('London time', () => {
  it.each([
    ['2026-01-15', '09:30', '2026-01-15T09:30:00.000Z'],
    ['2026-07-15', '09:30', '2026-07-15T08:30:00.000Z'],
    ['2026-03-29', '00:30', '2026-03-29T00:30:00.000Z'],
    ['2026-03-29', '03:00', '2026-03-29T02:00:00.000Z'],
    ['2026-10-25', '00:30', '2026-10-24T23:30:00.000Z'],
    ['2026-10-25', '03:00', '2026-10-25T03:00:00.000Z'],
  ])('%s %s is %s', (date, time, iso) => {
    expect(at(date, time).toISOString()).toBe(iso);
    expect(toLondon(new Date(iso))).toMatchObject({
      minute: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)),
    });
  });
});

describe('dogStatusAt: whole-season bans', () => {
  it('bans on the first and last day of the season, inclusive', () => {
    expect(dogStatusAt(seasonal, at('2026-05-01', '00:00')).state).toBe('banned');
    expect(dogStatusAt(seasonal, at('2026-09-30', '23:59')).state).toBe('banned');
  });

  it('allows the day before and the day after', () => {
    expect(dogStatusAt(seasonal, at('2026-04-30', '23:59')).state).toBe('allowed');
    expect(dogStatusAt(seasonal, at('2026-10-01', '00:00')).state).toBe('allowed');
  });

  it('says when the ban starts and when it ends', () => {
    const before = dogStatusAt(seasonal, at('2026-04-10'));
    expect(before).toMatchObject({
      state: 'allowed',
      headline: 'Dogs allowed',
      today: 'Dogs allowed today',
    });
    expect(before.nextChange).toEqual({
      at: '2026-04-30T23:00:00.000Z',
      state: 'banned',
      text: 'Ban starts 1 May',
    });
    const during = dogStatusAt(seasonal, at('2026-07-01'));
    expect(during).toMatchObject({
      state: 'banned',
      today: 'Dogs banned until 30 Sep',
      allowedToday: false,
    });
    expect(during.nextChange).toMatchObject({ state: 'allowed', text: 'Allowed again from 1 Oct' });
    expect(during.nextChange?.at).toBe('2026-09-30T23:00:00.000Z');
  });

  it('says "tomorrow" on the eve of the ban', () => {
    expect(dogStatusAt(seasonal, at('2026-04-30', '18:00')).nextChange?.text).toBe(
      'Ban starts tomorrow',
    );
  });

  it('carries the date the rule was checked', () => {
    expect(dogStatusAt(seasonal, at('2026-04-10')).checkedOn).toBe('2024-04-01');
  });
});

describe('dogStatusAt: seasons that wrap over New Year', () => {
  it.each([
    ['2026-11-01', 'banned'],
    ['2026-12-31', 'banned'],
    ['2027-01-01', 'banned'],
    ['2027-02-28', 'banned'],
    ['2027-03-01', 'allowed'],
    ['2026-10-31', 'allowed'],
  ])('%s is %s', (date, state) => {
    expect(dogStatusAt(winterBan, at(date)).state).toBe(state);
  });

  it('finds the end of the ban in the next year', () => {
    expect(dogStatusAt(winterBan, at('2026-12-25')).nextChange).toMatchObject({
      at: '2027-03-01T00:00:00.000Z',
      text: 'Allowed again from 1 Mar',
    });
  });
});

describe('dogStatusAt: part-day bans', () => {
  it('allows dogs before 10am and from 6pm in the season', () => {
    expect(dogStatusAt(daytimeBan, at('2026-07-01', '09:59')).state).toBe('allowed');
    expect(dogStatusAt(daytimeBan, at('2026-07-01', '10:00')).state).toBe('banned');
    expect(dogStatusAt(daytimeBan, at('2026-07-01', '17:59')).state).toBe('banned');
    expect(dogStatusAt(daytimeBan, at('2026-07-01', '18:00')).state).toBe('allowed');
  });

  it('describes the day and the next change', () => {
    const morning = dogStatusAt(daytimeBan, at('2026-07-01', '08:00'));
    expect(morning.today).toBe('Dogs banned 10am–6pm until 30 Sep');
    expect(morning.allowedToday).toBe(true);
    expect(morning.nextChange).toMatchObject({
      text: 'Ban starts 10am',
      at: '2026-07-01T09:00:00.000Z',
    });
    const noon = dogStatusAt(daytimeBan, at('2026-07-01', '12:00'));
    expect(noon.nextChange).toMatchObject({
      text: 'Allowed again from 6pm',
      at: '2026-07-01T17:00:00.000Z',
    });
    const evening = dogStatusAt(daytimeBan, at('2026-07-01', '19:00'));
    expect(evening.nextChange).toMatchObject({ text: 'Ban starts tomorrow at 10am' });
  });

  it('does not apply the hours outside the season', () => {
    expect(dogStatusAt(daytimeBan, at('2026-05-14', '12:00')).state).toBe('allowed');
    expect(dogStatusAt(daytimeBan, at('2026-05-14', '12:00')).nextChange?.text).toBe(
      'Ban starts tomorrow at 10am',
    );
    expect(dogStatusAt(daytimeBan, at('2026-05-10', '12:00')).nextChange?.text).toBe(
      'Ban starts 15 May at 10am',
    );
    expect(dogStatusAt(daytimeBan, at('2026-11-14', '12:00')).today).toBe('Dogs allowed today');
  });

  it('splits the day into segments', () => {
    expect(dogDaySegments(daytimeBan, { year: 2026, month: 8, day: 1 })).toEqual([
      { fromMinute: 0, toMinute: 600, state: 'allowed' },
      { fromMinute: 600, toMinute: 1080, state: 'banned' },
      { fromMinute: 1080, toMinute: 1440, state: 'allowed' },
    ]);
  });

  it('keeps local hours across the clock changes', () => {
    const summer = ruled('restricted', [
      period({ from: '03-01', to: '10-31', hours: { from: '10:00', to: '18:00' } }),
    ]);
    // 10:00 in London is 10:00 GMT on 28 March and 09:00 GMT on 29 March (BST).
    expect(dogStatusAt(summer, new Date('2026-03-28T09:59:00Z')).state).toBe('allowed');
    expect(dogStatusAt(summer, new Date('2026-03-28T10:00:00Z')).state).toBe('banned');
    expect(dogStatusAt(summer, new Date('2026-03-29T09:00:00Z')).state).toBe('banned');
    expect(dogStatusAt(summer, new Date('2026-03-29T08:59:00Z')).nextChange?.at).toBe(
      '2026-03-29T09:00:00.000Z',
    );
    // On 25 October (GMT again) the ban ends at 18:00 GMT.
    expect(dogStatusAt(summer, new Date('2026-10-25T17:30:00Z')).nextChange?.at).toBe(
      '2026-10-25T18:00:00.000Z',
    );
  });
});

describe('dogStatusAt: leap years', () => {
  const leapDay = ruled('seasonal', [period({ from: '02-29', to: '03-02' })]);
  it('a season from 29 February starts on 1 March in other years', () => {
    expect(dogStatusAt(leapDay, at('2028-02-29')).state).toBe('banned');
    expect(dogStatusAt(leapDay, at('2027-02-28')).state).toBe('allowed');
    expect(dogStatusAt(leapDay, at('2027-03-01')).state).toBe('banned');
  });
  it('a season ending 28 February allows dogs on 29 February', () => {
    expect(dogStatusAt(winterBan, at('2028-02-29')).state).toBe('allowed');
    expect(dogStatusAt(winterBan, at('2028-02-28')).nextChange?.text).toBe(
      'Allowed again from tomorrow',
    );
  });
});

describe('dogStatusAt: zones, leads and beaches without a rule', () => {
  it('a zone ban leaves the rest of the beach open', () => {
    const status = dogStatusAt(zoneBan, at('2026-07-01'));
    expect(status).toMatchObject({
      ...partBanned('Dogs banned from part of the beach until 30 Sep'),
      allowedToday: true,
    });
    expect(status.nextChange?.text).toBe('Whole beach open to dogs from 1 Oct');
    expect(dogsAllowedOn(zoneBan, { year: 2026, month: 7, day: 1 })).toBe(true);
  });

  it('a lead season asks for leads during its hours', () => {
    expect(dogStatusAt(leadSeason, at('2026-06-01', '11:00'))).toMatchObject({
      state: 'lead',
      headline: 'Dogs on leads',
    });
    expect(dogStatusAt(leadSeason, at('2026-06-01', '09:00')).today).toBe(
      'Dogs on leads 10am–6pm until 30 Sep',
    );
    expect(dogStatusAt(leadSeason, at('2026-06-01', '11:00')).nextChange?.text).toBe(
      'Off-lead again from 6pm',
    );
  });

  it('leads outside the ban', () => {
    const beach = ruled('seasonal', [period()], { leadOutsideBan: true });
    expect(dogStatusAt(beach, at('2026-02-01')).state).toBe('lead');
    expect(dogStatusAt(beach, at('2026-09-01')).nextChange?.text).toBe(
      'Allowed again on leads from 1 Oct',
    );
  });

  it('a whole-beach ban beats a zone ban and a lead rule', () => {
    const beach = ruled('seasonal', [
      period({ kind: 'lead', from: '01-01', to: '12-31' }),
      period({ zone: 'west end' }),
      period({ from: '07-01', to: '08-31' }),
    ]);
    expect(dogStateAt(beach, { year: 2026, month: 7, day: 10, minute: 600 })).toBe('banned');
    expect(dogStateAt(beach, { year: 2026, month: 6, day: 10, minute: 600 })).toBe('restricted');
    expect(dogStateAt(beach, { year: 2026, month: 12, day: 10, minute: 600 })).toBe('lead');
    expect(dogStatusAt(beach, at('2026-12-10')).today).toBe('Dogs on leads today');
  });

  it('a year-round beach without a rule is always allowed and never changes', () => {
    expect(dogStatusAt(yearRound, at('2026-08-01'))).toEqual(
      makeDogStatus({
        parts: [{ zone: null, state: 'allowed', text: 'Dogs allowed all year', nextChange: null }],
      }),
    );
  });

  it('a seasonal beach without a structured rule sends the owner to the signs', () => {
    const status = dogStatusAt({ accessType: 'seasonal', dogRule: null }, at('2026-08-01'));
    expect(status).toMatchObject({
      state: 'restricted',
      headline: 'Dog rules vary: check local signs',
    });
  });
});

describe('dogsAllowedOn', () => {
  it('is true on a day with a part-day ban, false on a day banned throughout', () => {
    expect(dogsAllowedOn(daytimeBan, { year: 2026, month: 7, day: 1 })).toBe(true);
    expect(dogsAllowedOn(seasonal, { year: 2026, month: 7, day: 1 })).toBe(false);
    expect(dogsAllowedOn(seasonal, { year: 2026, month: 10, day: 1 })).toBe(true);
  });
});

describe('dogStatusAt: seasons that move with Easter and the half-terms', () => {
  const easterToHalfTerm = (authority: 'cornwall' | 'devon') =>
    ruled('seasonal', [
      period({
        from: { relativeTo: 'easter', offsetDays: -14 },
        to: { relativeTo: 'half-term', term: 'october', edge: 'end', authority },
      }),
    ]);
  const easterBan = ruled('seasonal', [
    period({ from: { relativeTo: 'easter', offsetDays: -14 }, to: '09-30' }),
  ]);

  it.each([
    ['2026-03-22', '2026-04-05'],
    ['2027-03-14', '2027-03-28'],
    ['2028-04-02', '2028-04-16'],
    ['2029-03-18', '2029-04-01'],
    ['2030-04-07', '2030-04-21'],
    ['2031-03-30', '2031-04-13'],
    ['2032-03-14', '2032-03-28'],
    ['2033-04-03', '2033-04-17'],
    ['2034-03-26', '2034-04-09'],
    ['2035-03-11', '2035-03-25'],
  ])('a ban from two weeks before Easter starts on %s (Easter Day %s)', (start) => {
    const [year, month, day] = start.split('-').map(Number) as [number, number, number];
    const eve = new Date(Date.UTC(year, month - 1, day - 1));
    const eveText = eve.toISOString().slice(0, 10);
    expect(dogStatusAt(easterBan, at(eveText)).state).toBe('allowed');
    expect(dogStatusAt(easterBan, at(start, '00:00')).state).toBe('banned');
    expect(dogStatusAt(easterBan, at(eveText)).nextChange?.at).toBe(
      fromLondon({ year, month, day, minute: 0 }).toISOString(),
    );
  });

  it('ends at the end of a half-term the data covers', () => {
    const beach = easterToHalfTerm('cornwall');
    expect(dogStatusAt(beach, at('2025-04-05')).state).toBe('allowed');
    expect(dogStatusAt(beach, at('2025-04-06', '00:00')).state).toBe('banned');
    expect(dogStatusAt(beach, at('2025-07-01')).today).toBe('Dogs banned until 31 Oct');
    expect(dogStatusAt(beach, at('2025-10-31', '23:59')).state).toBe('banned');
    const after = dogStatusAt(beach, at('2025-11-01', '00:00'));
    expect(after.state).toBe('allowed');
    // The 2026 season starts on a known date; its end is in a school year the data lacks.
    expect(after.nextChange).toMatchObject({
      state: 'unconfirmed',
      text: 'Dates not confirmed from 22 Mar: check the signs',
    });
  });

  it('says "dates not confirmed" in a year whose half-term the data does not cover', () => {
    const beach = easterToHalfTerm('cornwall');
    expect(dogStatusAt(beach, at('2026-03-21')).state).toBe('allowed');
    const summer = dogStatusAt(beach, at('2026-07-01'));
    expect(summer).toMatchObject(unconfirmedAllDay(checkTheSigns));
    expect(summer.nextChange).toMatchObject({ state: 'allowed', text: 'Dogs allowed from 1 Jan' });
    // Whatever the half-term, it ends within its own year.
    expect(dogStatusAt(beach, at('2027-01-01', '00:00')).state).toBe('allowed');
    expect(dogsAllowedOn(beach, { year: 2026, month: 7, day: 1 })).toBe(false);
  });

  it('never guesses Devon half-terms, which no source gave', () => {
    const beach = easterToHalfTerm('devon');
    expect(dogStatusAt(beach, at('2025-11-20')).state).toBe('unconfirmed');
    expect(dogStatusAt(beach, at('2026-02-01')).state).toBe('allowed');
  });

  it('starts a lead season at the start of a half-term', () => {
    const beach = ruled('seasonal', [
      period({
        kind: 'lead',
        from: { relativeTo: 'half-term', term: 'february', edge: 'start', authority: 'cornwall' },
        to: { relativeTo: 'half-term', term: 'may', edge: 'end', authority: 'cornwall' },
      }),
    ]);
    expect(dogStatusAt(beach, at('2026-02-15')).state).toBe('allowed');
    expect(dogStatusAt(beach, at('2026-02-16')).state).toBe('lead');
    expect(dogStatusAt(beach, at('2026-03-01')).today).toBe('Dogs on leads until 29 May');
    expect(dogStatusAt(beach, at('2026-05-30')).state).toBe('allowed');
  });
});

describe('dogStatusAt: a zone and a season, each with its own next change', () => {
  const dawlishWarren = ruled('restricted', [
    period({ from: '04-01', to: '09-30', zone: 'The main beach' }),
    period({ from: '01-01', to: '12-31', zone: 'The part east of groyne 9' }),
  ]);
  /** The zone banned all year reads the same in every season. */
  const eastOfGroyne9: DogStatusPart = {
    zone: 'The part east of groyne 9',
    state: 'banned',
    text: 'No dogs all year',
    nextChange: null,
  };

  it('announces the main beach ban in winter, which the year-round zone ban does not hide', () => {
    const status = dogStatusAt(dawlishWarren, at('2026-11-27'));
    expect(status).toMatchObject({
      ...partBanned('Dogs banned from part of the beach'),
      nextChange: null,
    });
    expect(status.parts).toEqual([
      {
        zone: 'The main beach',
        state: 'allowed',
        text: 'Dogs allowed',
        nextChange: { at: '2027-03-31T23:00:00.000Z', state: 'banned', text: 'Ban starts 1 Apr' },
      },
      eastOfGroyne9,
    ]);
  });

  it('says when the main beach opens again in summer', () => {
    const status = dogStatusAt(dawlishWarren, at('2026-07-01'));
    expect(status.parts[0]).toMatchObject({
      state: 'banned',
      text: 'No dogs',
      nextChange: { state: 'allowed', text: 'Allowed again from 1 Oct' },
    });
    expect(status.parts[1]).toEqual(eastOfGroyne9);
  });

  it('keeps a whole-beach season as its own part beside a zone', () => {
    const beach = ruled('seasonal', [
      period(),
      period({ from: '01-01', to: '12-31', zone: 'the dunes' }),
    ]);
    const status = dogStatusAt(beach, at('2026-04-10'));
    expect(status.state).toBe('restricted');
    expect(status.parts.map((part) => [part.zone, part.nextChange?.text ?? null])).toEqual([
      [null, 'Ban starts 1 May'],
      ['the dunes', null],
    ]);
  });
});

describe('dogStatusAt: dates not confirmed and orders that have ended', () => {
  const unconfirmed = ruled('seasonal', [period({ confirmed: false })]);

  it('never says "Dogs allowed" for dates no source gives', () => {
    for (const date of ['2026-01-15', '2026-07-15']) {
      expect(dogStatusAt(unconfirmed, at(date))).toMatchObject({
        ...unconfirmedAllDay(checkTheSigns),
        nextChange: null,
      });
    }
  });

  it('an unconfirmed zone makes the beach unconfirmed, but a whole-beach ban still bans', () => {
    const beach = ruled('restricted', [
      period({ zone: 'certain areas', confirmed: false }),
      period(),
    ]);
    expect(dogStatusAt(beach, at('2026-01-15')).state).toBe('unconfirmed');
    expect(dogStatusAt(beach, at('2026-07-15')).state).toBe('banned');
  });

  it('says the order has expired once its end date has passed', () => {
    const beach = ruled('seasonal', [period()], { orderEndsOn: '2026-12-31' });
    const before = dogStatusAt(beach, at('2026-12-30'));
    expect(before.state).toBe('allowed');
    expect(before.nextChange).toMatchObject({
      state: 'unconfirmed',
      at: '2027-01-01T00:00:00.000Z',
      text: 'The order ends 31 Dec 2026: check the signs from 1 Jan',
    });
    const expired = 'This order expired on 31 Dec 2026: check the signs';
    const after = dogStatusAt(beach, at('2027-01-05'));
    expect(after).toMatchObject({ ...unconfirmedAllDay(expired), nextChange: null });
    expect(after.parts).toEqual([
      { zone: null, state: 'unconfirmed', text: expired, nextChange: null },
    ]);
  });

  it('an expired order with no periods is not plainly allowed either', () => {
    const beach = ruled('year-round', [], { orderEndsOn: '2024-03-24' });
    expect(dogStatusAt(beach, at('2026-11-27')).state).toBe('unconfirmed');
  });
});
