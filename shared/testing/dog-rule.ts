import type { DogRule, DogRulePeriod } from '../beaches';

/** A whole-day ban from 1 May to 30 September on the whole beach; pass what the test is about. */
export const makePeriod = (overrides: Partial<DogRulePeriod> = {}): DogRulePeriod => ({
  kind: 'ban',
  from: '05-01',
  to: '09-30',
  hours: null,
  zone: null,
  ...overrides,
});

/** A council's rule with these periods, sourced and checked; pass what the test is about. */
export const makeDogRule = (
  periods: DogRulePeriod[],
  overrides: Partial<DogRule> = {},
): DogRule => ({
  periods,
  leadOutsideBan: false,
  setBy: 'council',
  source: 'Test Council order',
  sourceUrl: null,
  checkedOn: '2024-04-01',
  ...overrides,
});

/** A ban with moving bounds, as South Hams sets them: two weeks before Easter to October half-term. */
export const easterToHalfTermBan = makePeriod({
  from: { relativeTo: 'easter', offsetDays: -14 },
  to: { relativeTo: 'half-term', term: 'october', edge: 'end', authority: 'devon' },
});
