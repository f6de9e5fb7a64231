import { describe, expect, it } from 'vitest';
import {
  dateRangesIn,
  ruleTextContradiction,
  ruleTextIssues,
  timeRangesIn,
} from './rule-text-check';
import { easterToHalfTermBan, makeDogRule, makePeriod } from './testing/dog-rule';

const summerBan = makeDogRule([makePeriod()]);
const aprilBan = makeDogRule([makePeriod({ from: '04-01' })]);
const daytimeBan = makeDogRule([makePeriod({ hours: { from: '10:00', to: '18:00' } })]);
const movingBan = makeDogRule([easterToHalfTermBan]);

describe('the ranges a text names', () => {
  it('reads dates with dashes, "to", "until" and "between … and", in either order of day and month', () => {
    const words = (text: string) => dateRangesIn(text).map((range) => range.words);
    expect(words('about 15 March – 3 November')).toEqual(['15 March – 3 November']);
    expect(words('No dogs 1 May to 30 September.')).toEqual(['1 May – 30 September']);
    expect(words('No dogs May 1 - September 30')).toEqual(['May 1 – September 30']);
    expect(words('between 1st April and 30th Sept')).toEqual(['1st April – 30th Sept']);
    expect(words('from Easter to October')).toEqual(['Easter – October']);
    expect(words('from two weeks before Easter until the end of the October half-term')).toEqual([
      'two weeks before Easter – the end of the October half-term',
    ]);
  });

  it('leaves alone dates with a year, "July and August", and "may" the verb', () => {
    expect(dateRangesIn('The order ran from 1 April 2019 to 31 March 2022.')).toEqual([]);
    expect(dateRangesIn('lifeguards 26 October - 3 November 2024')).toEqual([]);
    expect(dateRangesIn('a daytime ban in July and August')).toEqual([]);
    expect(dateRangesIn('Dogs may to and fro on the slipway')).toEqual([]);
  });

  it('reads hours in twelve- and twenty-four-hour clocks', () => {
    const hours = (text: string) =>
      timeRangesIn(text).map(({ from, to, words }) => [from, to, words]);
    expect(hours('10am - 6pm')).toEqual([[600, 1080, '10am–6pm']]);
    expect(hours('between 10am and 7pm')).toEqual([[600, 1140, '10am–7pm']]);
    expect(hours('10:00–18:00')).toEqual([[600, 1080, '10:00–18:00']]);
    expect(hours('before 10am and after 6pm')).toEqual([]);
  });
});

describe('ruleTextContradiction', () => {
  it('refuses the old season after the rule moved, in words the admin can act on', () => {
    expect(ruleTextContradiction('about 15 March – 3 November', aprilBan)).toBe(
      'This note says 15 March – 3 November but the rule says 1 Apr – 30 Sep: change the note or the rule',
    );
    expect(ruleTextContradiction('No dogs from Easter to October', summerBan)).toBe(
      'This note says Easter – October but the rule says 1 May – 30 Sep: change the note or the rule',
    );
  });

  it("accepts the rule's own season, its months, and what lies outside it", () => {
    expect(ruleTextContradiction('No dogs 1 May - 30 September', summerBan)).toBeNull();
    expect(ruleTextContradiction('No dogs May to September', summerBan)).toBeNull();
    expect(ruleTextContradiction('Welcome from 1 October to 30 April', summerBan)).toBeNull();
    expect(ruleTextContradiction('all day from October to April', summerBan)).toBeNull();
    expect(
      ruleTextContradiction(
        'only from the beginning of October to the end of May',
        makeDogRule([makePeriod({ from: '06-01' })]),
      ),
    ).toBeNull();
  });

  it('reads moving dates loosely: any date they can fall on, or the same words', () => {
    expect(ruleTextContradiction('about 15 March – 3 November', movingBan)).toBeNull();
    expect(ruleTextContradiction('from Easter to October', movingBan)).toBeNull();
    expect(
      ruleTextContradiction(
        'two weeks before Easter until the end of the October half-term',
        movingBan,
      ),
    ).toBeNull();
    expect(ruleTextContradiction('1 June – 30 September', movingBan)).toBe(
      'This note says 1 June – 30 September but the rule says from 2 weeks before Easter Day to the end of the October half-term (Devon schools): change the note or the rule',
    );
  });

  it('refuses hours that are not the rule’s', () => {
    expect(
      ruleTextContradiction('No dogs 1 May - 30 September, 10am - 6pm', daytimeBan),
    ).toBeNull();
    expect(ruleTextContradiction('banned between 10am and 7pm', daytimeBan)).toBe(
      'This note says 10am–7pm but the rule says 10am–6pm: change the note or the rule',
    );
    expect(ruleTextContradiction('banned 10am to 6pm', summerBan)).toBe(
      'This note says 10am–6pm but the rule says all day: change the note or the rule',
    );
  });

  it('refuses a season on a beach whose rule has none', () => {
    expect(ruleTextContradiction('No dogs 1 May - 30 September', makeDogRule([]))).toBe(
      'This note says 1 May – 30 September but the rule gives no dates: change the note or the rule',
    );
  });
});

describe('ruleTextIssues', () => {
  it('names each field that contradicts the rule, and none without a rule', () => {
    const texts = {
      accessInfo: 'Dogs welcome on leads by the slipway.',
      seasonalRestrictions: 'No dogs 15 March – 3 November',
      restrictionPeriod: '1 April - 30 September',
    };
    expect(ruleTextIssues(texts, aprilBan)).toEqual([
      {
        path: 'seasonalRestrictions',
        message:
          'This note says 15 March – 3 November but the rule says 1 Apr – 30 Sep: change the note or the rule',
      },
    ]);
    expect(ruleTextIssues(texts, null)).toEqual([]);
    expect(ruleTextIssues({ accessInfo: null }, aprilBan)).toEqual([]);
  });
});
