import { describe, expect, it } from 'vitest';
import { dogRulePeriodSchema, dogRuleSchema } from './beaches';
import { dogStatusSchema } from './dog-rules';
import { makeDogStatus } from './testing/make-beach';

const fixed = { kind: 'ban', from: '05-01', to: '09-30', hours: null, zone: null };

describe('the dog rule schema', () => {
  it('still reads a period with fixed month-day bounds', () => {
    expect(dogRulePeriodSchema.parse(fixed)).toEqual(fixed);
  });

  it('reads bounds relative to Easter and to a half-term', () => {
    const moving = {
      ...fixed,
      from: { relativeTo: 'easter', offsetDays: -14 },
      to: { relativeTo: 'half-term', term: 'october', edge: 'end', authority: 'devon' },
      confirmed: true,
    };
    expect(dogRulePeriodSchema.parse(moving)).toEqual(moving);
  });

  it.each([
    [
      'an unknown authority',
      { relativeTo: 'half-term', term: 'october', edge: 'end', authority: 'kent' },
    ],
    [
      'an unknown half-term',
      { relativeTo: 'half-term', term: 'summer', edge: 'end', authority: 'devon' },
    ],
    ['a fractional offset', { relativeTo: 'easter', offsetDays: 1.5 }],
    ['a date with a year', '2026-05-01'],
  ])('refuses %s', (_, from) => {
    expect(dogRulePeriodSchema.safeParse({ ...fixed, from }).success).toBe(false);
  });

  it('takes an order end date as yyyy-MM-dd, and a rule without one', () => {
    const rule = {
      periods: [fixed],
      leadOutsideBan: false,
      setBy: 'council',
      source: 'Order',
      sourceUrl: null,
      checkedOn: null,
    };
    expect(dogRuleSchema.safeParse(rule).success).toBe(true);
    expect(dogRuleSchema.safeParse({ ...rule, orderEndsOn: '2026-12-31' }).success).toBe(true);
    expect(dogRuleSchema.safeParse({ ...rule, orderEndsOn: '2026-02-30' }).success).toBe(false);
  });

  it('reads a status from before the parts were added', () => {
    const old = makeDogStatus();
    expect(old).not.toHaveProperty('parts');
    expect(dogStatusSchema.parse(old)).toEqual(old);
  });
});
