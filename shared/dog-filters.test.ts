import { describe, expect, it } from 'vitest';
import { matchesBeachQuery } from './beach-list';
import type { DogRule, DogRulePeriod } from './beaches';
import { offLeadAllYear, offLeadAllYearOn } from './dog-rules';
import { makeDogRule, makePeriod as period } from './testing/dog-rule';
import { makeBeach as beach } from './testing/make-beach';

/** A rule no source was given for, which the "off-lead all year" filter does not trust. */
const rule = (periods: DogRulePeriod[], leadOutsideBan = false): DogRule =>
  makeDogRule(periods, { leadOutsideBan, source: null, checkedOn: null });

describe('offLeadAllYear', () => {
  const sourced = (periods: DogRulePeriod[], overrides: Partial<DogRule> = {}): DogRule => ({
    ...rule(periods),
    source: 'Test Council dog control order',
    ...overrides,
  });

  it('is true only for a sourced rule with no period and no leads', () => {
    expect(offLeadAllYear({ accessType: 'year-round', dogRule: sourced([]) })).toBe(true);
  });

  it('is false for a beach with no rule, or a rule without a source', () => {
    for (const accessType of ['year-round', 'restricted', 'seasonal', 'no-dogs']) {
      expect(offLeadAllYear({ accessType, dogRule: null })).toBe(false);
    }
    expect(offLeadAllYear({ accessType: 'year-round', dogRule: rule([]) })).toBe(false);
  });

  it('is false for a beach its council order does not name: silence is not a yes', () => {
    const notNamed = sourced([], { namedInOrder: false });
    expect(offLeadAllYear({ accessType: 'year-round', dogRule: notNamed })).toBe(false);
  });

  it('is false when leads are needed outside the bans, or always', () => {
    const leadsAlways = sourced([], { leadOutsideBan: true });
    expect(offLeadAllYear({ accessType: 'year-round', dogRule: leadsAlways })).toBe(false);
  });

  it('is false for a seasonal ban, a daytime ban or a lead season over the whole beach', () => {
    const seasonal = sourced([period({})]);
    const daytime = sourced([period({ hours: { from: '10:00', to: '18:00' } })]);
    const leads = sourced([period({ kind: 'lead', from: '01-01', to: '12-31' })]);
    for (const dogRule of [seasonal, daytime, leads]) {
      expect(offLeadAllYear({ accessType: 'seasonal', dogRule })).toBe(false);
    }
  });

  it('is false when a zone has a ban or a lead rule', () => {
    const zoned = sourced([
      period({ zone: 'between the groynes' }),
      period({ kind: 'lead', zone: 'promenade' }),
    ]);
    expect(offLeadAllYear({ accessType: 'restricted', dogRule: zoned })).toBe(false);
    const leadZone = sourced([period({ kind: 'lead', zone: 'promenade' })]);
    expect(offLeadAllYear({ accessType: 'year-round', dogRule: leadZone })).toBe(false);
  });

  it('is false once the order has expired, true the day it ends', () => {
    const ending = sourced([], { orderEndsOn: '2026-12-31' });
    const beach = { accessType: 'year-round', dogRule: ending };
    expect(offLeadAllYearOn(beach, { year: 2026, month: 12, day: 31 })).toBe(true);
    expect(offLeadAllYearOn(beach, { year: 2027, month: 1, day: 1 })).toBe(false);
  });
});

describe('the dog filters of the list query', () => {
  const open = beach({
    name: 'Open',
    dogRule: { ...rule([]), source: 'Test Council: no order names this beach' },
  });
  const unknown = beach({ name: 'No rule' });
  const unconfirmed = beach({
    name: 'Unconfirmed',
    accessType: 'seasonal',
    dogRule: rule([period({ confirmed: false })]),
    dogStatus: { state: 'unconfirmed' },
  });
  const summerBan = beach({
    name: 'Summer ban',
    accessType: 'seasonal',
    dogRule: rule([period({})]),
    dogStatus: { state: 'banned' },
  });
  const leads = beach({ name: 'Leads', dogRule: rule([], true), dogStatus: { state: 'lead' } });

  it('offLeadAllYear keeps only beaches whose sourced rule says off-lead all year', () => {
    const kept = [open, unknown, summerBan, leads].filter((b) =>
      matchesBeachQuery(b, { offLeadAllYear: true }),
    );
    expect(kept.map((b) => b.name)).toEqual(['Open']);
  });

  it('dogsAllowedOn keeps a seasonal-ban beach in winter and drops it in summer', () => {
    const winter = [open, summerBan].filter((b) =>
      matchesBeachQuery(b, { dogsAllowedOn: '2026-01-15' }),
    );
    const summer = [open, summerBan].filter((b) =>
      matchesBeachQuery(b, { dogsAllowedOn: '2026-07-15' }),
    );
    expect(winter.map((b) => b.name)).toEqual(['Open', 'Summer ban']);
    expect(summer.map((b) => b.name)).toEqual(['Open']);
  });

  it('dogsAllowedNow drops a beach banned now or unconfirmed, and keeps one on leads', () => {
    const kept = [open, summerBan, leads, unconfirmed].filter((b) =>
      matchesBeachQuery(b, { dogsAllowedNow: true }),
    );
    expect(kept.map((b) => b.name)).toEqual(['Open', 'Leads']);
  });

  it('dogsAllowedOn does not count a beach whose dates are not confirmed', () => {
    expect(matchesBeachQuery(unconfirmed, { dogsAllowedOn: '2026-01-15' })).toBe(false);
  });
});
