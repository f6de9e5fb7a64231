import { describe, expect, it } from 'vitest';
import { dogDayParts, dogsBannedAllDay, movingQuickDays } from './dog-day';
import type { RuledBeach } from './dog-rules';
import { parseLocalDate } from './london-time';
import { easterToHalfTermBan, makeDogRule as rule, makePeriod as period } from './testing/dog-rule';

const day = (text: string) => parseLocalDate(text)!;

const villageEnd: RuledBeach = {
  accessType: 'restricted',
  dogRule: rule([
    period({ zone: 'Village end', hours: { from: '10:00', to: '18:00' } }),
    period({ kind: 'lead', from: '01-01', to: '12-31' }),
  ]),
};

describe('dogDayParts', () => {
  it('says each zone through the day, the rest of the beach by its own periods', () => {
    expect(dogDayParts(villageEnd, day('2026-07-15'))).toEqual([
      { zone: 'Village end', state: 'restricted', text: 'Dogs banned 10am–6pm' },
      { zone: null, state: 'lead', text: 'Dogs on leads' },
    ]);
  });

  it('says the zone is open out of its season', () => {
    expect(dogDayParts(villageEnd, day('2026-12-01'))[0]).toMatchObject({
      zone: 'Village end',
      state: 'allowed',
    });
  });

  it('has no parts for a rule without zones, or no rule', () => {
    expect(
      dogDayParts({ accessType: 'seasonal', dogRule: rule([period()]) }, day('2026-07-15')),
    ).toEqual([]);
    expect(dogDayParts({ accessType: 'year-round', dogRule: null }, day('2026-07-15'))).toEqual([]);
  });
});

describe('dogsBannedAllDay', () => {
  const seasonal: RuledBeach = { accessType: 'seasonal', dogRule: rule([period()]) };

  it('is true only when no part of the beach takes dogs at any hour', () => {
    expect(dogsBannedAllDay(seasonal, day('2026-07-15'))).toBe(true);
    expect(dogsBannedAllDay(seasonal, day('2026-10-15'))).toBe(false);
    expect(dogsBannedAllDay(villageEnd, day('2026-07-15'))).toBe(false);
  });
});

describe('movingQuickDays', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('offers the next Easter Day for a season that moves with Easter', () => {
    const beach: RuledBeach = { accessType: 'seasonal', dogRule: rule([easterToHalfTermBan]) };
    expect(movingQuickDays(beach, now)).toContainEqual({ label: 'Easter Day', date: '2027-03-28' });
  });

  it('offers nothing for fixed dates', () => {
    expect(movingQuickDays({ accessType: 'seasonal', dogRule: rule([period()]) }, now)).toEqual([]);
  });

  it('offers a half-term the data knows by its first day, and today while it is on', () => {
    const february: RuledBeach = {
      accessType: 'seasonal',
      dogRule: rule([
        period({
          from: { relativeTo: 'half-term', term: 'february', edge: 'start', authority: 'cornwall' },
        }),
      ]),
    };
    const label = 'February half-term (Cornwall schools)';
    expect(movingQuickDays(february, new Date('2026-01-10T12:00:00Z'))).toEqual([
      { label, date: '2026-02-16' },
    ]);
    expect(movingQuickDays(february, new Date('2026-02-18T12:00:00Z'))).toEqual([
      { label, date: '2026-02-18' },
    ]);
  });
});
