import { describe, expect, it } from 'vitest';
import { matchesBeachQuery, type ListableBeach } from './beach-list';
import type { DogRule, DogRulePeriod } from './beaches';
import { offLeadAllYear } from './dog-rules';

const period = (overrides: Partial<DogRulePeriod>): DogRulePeriod => ({
  kind: 'ban',
  from: '05-01',
  to: '09-30',
  hours: null,
  zone: null,
  ...overrides,
});

const rule = (periods: DogRulePeriod[], leadOutsideBan = false): DogRule => ({
  periods,
  leadOutsideBan,
  setBy: 'council',
  source: null,
  sourceUrl: null,
  checkedOn: null,
});

const beach = (overrides: Partial<ListableBeach>): ListableBeach => ({
  name: 'Beach',
  location: 'South Devon',
  description: '',
  accessType: 'year-round',
  beachType: 'sandy',
  averageRating: 0,
  totalReviews: 0,
  hasParking: false,
  hasFacilities: false,
  hasFreshWater: false,
  hasBeachCafe: false,
  hasLifeguards: false,
  hasDogWalks: false,
  dogRule: null,
  dogStatus: { state: 'allowed' },
  ...overrides,
});

describe('offLeadAllYear', () => {
  it('is true for a year-round beach without a rule or with an empty one', () => {
    expect(offLeadAllYear({ accessType: 'year-round', dogRule: null })).toBe(true);
    expect(offLeadAllYear({ accessType: 'year-round', dogRule: rule([]) })).toBe(true);
  });

  it('is false without a rule unless the beach is year-round', () => {
    expect(offLeadAllYear({ accessType: 'restricted', dogRule: null })).toBe(false);
    expect(offLeadAllYear({ accessType: 'seasonal', dogRule: null })).toBe(false);
    expect(offLeadAllYear({ accessType: 'no-dogs', dogRule: null })).toBe(false);
  });

  it('is false when leads are needed outside the bans, or always', () => {
    expect(offLeadAllYear({ accessType: 'year-round', dogRule: rule([], true) })).toBe(false);
  });

  it('is false for a seasonal ban, a daytime ban or a lead season over the whole beach', () => {
    const seasonal = rule([period({})]);
    const daytime = rule([period({ hours: { from: '10:00', to: '18:00' } })]);
    const leads = rule([period({ kind: 'lead', from: '01-01', to: '12-31' })]);
    for (const dogRule of [seasonal, daytime, leads]) {
      expect(offLeadAllYear({ accessType: 'seasonal', dogRule })).toBe(false);
    }
  });

  it('is true when bans and leads only cover a zone, the rest being open off-lead all year', () => {
    const zoned = rule([
      period({ zone: 'between the groynes' }),
      period({ kind: 'lead', zone: 'promenade' }),
    ]);
    expect(offLeadAllYear({ accessType: 'seasonal', dogRule: zoned })).toBe(true);
  });
});

describe('the dog filters of the list query', () => {
  const open = beach({ name: 'Open' });
  const summerBan = beach({
    name: 'Summer ban',
    accessType: 'seasonal',
    dogRule: rule([period({})]),
    dogStatus: { state: 'banned' },
  });
  const leads = beach({ name: 'Leads', dogRule: rule([], true), dogStatus: { state: 'lead' } });

  it('offLeadAllYear keeps only beaches open off-lead all year', () => {
    const kept = [open, summerBan, leads].filter((b) =>
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

  it('dogsAllowedNow drops a beach banned now and keeps one on leads', () => {
    const kept = [open, summerBan, leads].filter((b) =>
      matchesBeachQuery(b, { dogsAllowedNow: true }),
    );
    expect(kept.map((b) => b.name)).toEqual(['Open', 'Leads']);
  });
});
