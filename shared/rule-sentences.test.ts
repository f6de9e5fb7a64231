import { describe, expect, it } from 'vitest';
import type { DogRulePeriod } from './beaches';
import {
  formatMonthDay,
  hoursText,
  periodSentence,
  ruleHoursText,
  ruleSeasonsText,
  ruleSentences,
  seasonText,
  zonePhrase,
} from './rule-sentences';
import { easterToHalfTermBan, makeDogRule, makePeriod } from './testing/dog-rule';

const sentencesOf = (periods: DogRulePeriod[], overrides = {}) =>
  ruleSentences(makeDogRule(periods, overrides));

describe('the words of a rule', () => {
  it('names days, months and hours as the site does', () => {
    expect(formatMonthDay('05-01')).toBe('1 May');
    expect(formatMonthDay('09-30')).toBe('30 Sep');
    expect(hoursText({ from: '10:30', to: '12:00' })).toBe('10:30am–noon');
    expect(hoursText({ from: '10:00', to: '18:00' })).toBe('10am–6pm');
  });

  it('gives a season as dates, all year, or the moving dates the rule defines', () => {
    expect(seasonText({ from: '05-01', to: '09-30' })).toBe('1 May – 30 Sep');
    expect(seasonText({ from: '10-01', to: '03-31' })).toBe('1 Oct – 31 Mar');
    expect(seasonText({ from: '01-01', to: '12-31' })).toBe('all year');
    expect(seasonText(easterToHalfTermBan)).toBe(
      'from 2 weeks before Easter Day to the end of the October half-term (Devon schools)',
    );
    expect(seasonText({ from: { relativeTo: 'easter', offsetDays: -2 }, to: '09-30' })).toBe(
      'from Good Friday to 30 Sep',
    );
  });

  it('puts a zone in the sentence with the preposition it needs', () => {
    expect(zonePhrase('The main beach between the lifeguard tower and groyne 3')).toBe(
      'on the main beach between the lifeguard tower and groyne 3',
    );
    expect(zonePhrase('between South Parade and the Lime Kiln car park')).toBe(
      'between South Parade and the Lime Kiln car park',
    );
    expect(zonePhrase('Everywhere east of groyne 9')).toBe('everywhere east of groyne 9');
    expect(zonePhrase('western part of the beach')).toBe('on the western part of the beach');
    expect(zonePhrase('South-western part of the beach')).toBe(
      'on the south-western part of the beach',
    );
    expect(zonePhrase('Mouthwell Sands')).toBe('on Mouthwell Sands');
    expect(zonePhrase('Certain areas')).toBe('in certain areas');
    expect(zonePhrase('Clovelly village, including the harbour')).toBe(
      'in Clovelly village, including the harbour',
    );
  });
});

describe('ruleSentences', () => {
  it('says a summer daytime ban and what applies at other times', () => {
    expect(sentencesOf([makePeriod({ hours: { from: '10:00', to: '18:00' } })])).toEqual([
      'Dogs banned 1 May – 30 Sep, 10am–6pm',
      'Dogs allowed at other times',
    ]);
    expect(sentencesOf([makePeriod()], { leadOutsideBan: true })).toEqual([
      'Dogs banned 1 May – 30 Sep',
      'Dogs on leads at other times',
    ]);
  });

  it('says where a zone ban applies and that the rest of the beach is open', () => {
    expect(sentencesOf([makePeriod({ zone: 'The main beach' })])).toEqual([
      'Dogs banned 1 May – 30 Sep on the main beach; allowed on the rest of the beach',
      'Dogs allowed at other times',
    ]);
    expect(
      sentencesOf([makePeriod({ zone: 'The main beach', hours: { from: '10:00', to: '19:00' } })], {
        leadOutsideBan: true,
      })[0],
    ).toBe(
      'Dogs banned 1 May – 30 Sep, 10am–7pm, on the main beach; on leads on the rest of the beach',
    );
  });

  it('does not speak for "the rest" when two zones have their own bans', () => {
    expect(
      sentencesOf([
        makePeriod({ from: '04-01', zone: 'The main beach' }),
        makePeriod({ from: '01-01', to: '12-31', zone: 'Everywhere east of groyne 9' }),
      ]),
    ).toEqual([
      'Dogs banned 1 Apr – 30 Sep on the main beach',
      'Dogs banned all year everywhere east of groyne 9',
      'Dogs allowed at other times',
    ]);
  });

  it('says lead rules, and a zone led all year leaves the rest of the beach open', () => {
    expect(sentencesOf([makePeriod({ kind: 'lead', from: '10-01', to: '03-31' })])).toEqual([
      'Dogs on leads 1 Oct – 31 Mar',
      'Dogs allowed at other times',
    ]);
    expect(
      sentencesOf([makePeriod({ kind: 'lead', from: '01-01', to: '12-31', zone: 'The harbour' })]),
    ).toEqual(['Dogs on leads all year on the harbour', 'Dogs allowed on the rest of the beach']);
  });

  it('says a whole-beach ban all year without "other times"', () => {
    expect(sentencesOf([makePeriod({ from: '01-01', to: '12-31' })])).toEqual([
      'Dogs banned all year',
    ]);
  });

  it('says the year-round cases', () => {
    expect(sentencesOf([])).toEqual(['Dogs allowed all year']);
    expect(sentencesOf([], { leadOutsideBan: true })).toEqual(['Dogs on leads all year']);
    expect(sentencesOf([], { namedInOrder: false })).toEqual([
      'Not named in the council’s dog order: no council restriction here',
    ]);
    expect(ruleSentences(null)).toEqual([]);
  });

  it('never shows dates no source gives', () => {
    const [sentence] = sentencesOf([
      makePeriod({ confirmed: false, hours: { from: '10:00', to: '18:00' } }),
    ]);
    expect(sentence).toBe(
      'Dogs banned for part of the year, 10am–6pm (dates unconfirmed: check the signs)',
    );
    expect(sentence).not.toMatch(/May|Sep/);
  });

  it('says moving dates as the rule defines them', () => {
    expect(sentencesOf([easterToHalfTermBan])[0]).toBe(
      'Dogs banned from 2 weeks before Easter Day to the end of the October half-term (Devon schools)',
    );
  });

  it('sums up the seasons and hours for a message, each once', () => {
    const rule = makeDogRule([
      makePeriod({ hours: { from: '10:00', to: '18:00' } }),
      makePeriod({ zone: 'The promenade', hours: { from: '10:00', to: '18:00' } }),
      makePeriod({ kind: 'lead', from: '10-01', to: '03-31' }),
    ]);
    expect(ruleSeasonsText(rule)).toBe('1 May – 30 Sep and 1 Oct – 31 Mar');
    expect(ruleHoursText(rule)).toBe('10am–6pm');
    // A whole-beach ban beside it: "the rest of the beach" is not open then.
    expect(periodSentence(rule.periods[1]!, rule)).toBe(
      'Dogs banned 1 May – 30 Sep, 10am–6pm, on the promenade',
    );
  });
});
