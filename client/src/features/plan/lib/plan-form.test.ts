import { describe, expect, it } from 'vitest';
import { unknownPlaceMessage } from '@shared/plan-options';
import {
  asksForPlan,
  lastPlanDay,
  nextSaturday,
  planFormSchema,
  searchFromValues,
  valuesFromSearch,
  type PlanFormValues,
} from './plan-form';

const today = '2026-11-27';
const values: PlanFormValues = {
  date: '2026-11-28',
  start: '12:00',
  end: '17:00',
  from: 'EX39',
  radius: '15',
  has: ['parking', 'cafe'],
  offLead: true,
  tide: 'any',
};

const messages = (input: PlanFormValues): Partial<Record<keyof PlanFormValues, string>> => {
  const result = planFormSchema(today).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
};

describe('the plan address', () => {
  it('holds every answer and gives them back', () => {
    const search = searchFromValues(values);
    expect(search.toString()).toBe(
      'date=2026-11-28&start=12%3A00&end=17%3A00&from=EX39&radius=15&has=parking%2Ccafe&offLead=true&tide=any',
    );
    expect(valuesFromSearch(search, today)).toEqual(values);
  });

  it('leaves out empty times and the radius without a place', () => {
    const search = searchFromValues({ ...values, start: '', end: '', from: ' ', has: [] });
    expect(search.toString()).toBe('date=2026-11-28&offLead=true&tide=any');
  });

  it('fills what an address lacks with the defaults, and ignores unknown must-haves', () => {
    expect(valuesFromSearch(new URLSearchParams('has=cafe,pool,PARKING'), today)).toEqual({
      date: today,
      start: '',
      end: '',
      from: '',
      radius: '25',
      has: ['parking', 'cafe'],
      offLead: false,
      tide: 'low',
    });
    expect(asksForPlan(new URLSearchParams('utm_source=x'))).toBe(false);
    expect(asksForPlan(new URLSearchParams('from=EX39'))).toBe(true);
  });
});

describe('the plan form rules', () => {
  it('accepts a good plan', () => {
    expect(messages(values)).toEqual({});
  });

  it('says what is wrong in words', () => {
    expect(messages({ ...values, date: '' }).date).toBe('Choose a day');
    expect(messages({ ...values, date: '2026-11-26' }).date).toBe(
      'Choose a day from today to Saturday 27 November 2027',
    );
    expect(messages({ ...values, date: lastPlanDay(today) })).toEqual({});
    expect(messages({ ...values, start: '9am' }).start).toBe(
      'Write the time as HH:MM, for example 13:30',
    );
    expect(messages({ ...values, start: '15:00', end: '14:00' }).end).toBe(
      'The end must be after the start',
    );
    expect(messages({ ...values, from: 'Atlantis' }).from).toBe(unknownPlaceMessage);
    expect(messages({ ...values, radius: '0' }).radius).toBe(
      'Choose a distance from 1 to 100 miles',
    );
  });

  it('finds the next Saturday', () => {
    expect(nextSaturday('2026-11-27')).toBe('2026-11-28');
    expect(nextSaturday('2026-11-28')).toBe('2026-11-28');
    expect(nextSaturday('2026-11-29')).toBe('2026-12-05');
  });
});
