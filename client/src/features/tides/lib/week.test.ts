import { describe, expect, it } from 'vitest';
import { makeWeek, makeWeekDay } from '@/testing/week';
import { bestDay, comingWeekend, dayDogSummary, dayNames } from './week';

describe('bestDay', () => {
  it('is the day with the most walking minutes, the earlier of equals', () => {
    const week = makeWeek('2027-07-05', {
      1: { windows: [['07:00', '11:30']] },
      3: { windows: [['06:00', '10:30']] },
    });
    expect(bestDay(week.days)?.date).toBe('2027-07-06');
  });

  it('is none when no day has a walk', () => {
    const week = makeWeek(
      '2027-07-05',
      Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((i) => [i, { windows: [] }])),
    );
    expect(bestDay(week.days)).toBeNull();
  });
});

describe('dayDogSummary', () => {
  it('says all day for a day of one state', () => {
    expect(dayDogSummary(makeWeekDay('2027-07-05'))).toEqual({
      state: 'allowed',
      text: 'Dogs allowed all day',
    });
    const banned = makeWeekDay('2027-07-05', {
      segments: [{ from: '00:00', to: '24:00', state: 'banned' }],
      windows: [],
    });
    expect(dayDogSummary(banned)).toEqual({ state: 'banned', text: 'Dogs banned all day' });
  });

  it('names the banned hours of a day banned for some of them, as restricted', () => {
    const day = makeWeekDay('2027-07-05', {
      segments: [
        { from: '00:00', to: '10:00', state: 'allowed' },
        { from: '10:00', to: '18:00', state: 'banned' },
        { from: '18:00', to: '24:00', state: 'allowed' },
      ],
    });
    expect(dayDogSummary(day)).toEqual({
      state: 'restricted',
      text: 'Dogs banned 10am–6pm',
    });
  });
});

describe('comingWeekend', () => {
  it.each([
    ['Monday', '2027-07-05', '2027-07-10', ['2027-07-10', '2027-07-11']],
    ['Friday', '2027-07-09', '2027-07-10', ['2027-07-10', '2027-07-11']],
    ['Saturday: today and tomorrow', '2027-07-10', '2027-07-10', ['2027-07-10', '2027-07-11']],
    [
      'Sunday: today and the next Saturday',
      '2027-07-11',
      '2027-07-11',
      ['2027-07-11', '2027-07-17'],
    ],
    ['across a month', '2027-07-29', '2027-07-31', ['2027-07-31', '2027-08-01']],
  ])('on a %s', (_, today, from, dates) => {
    expect(comingWeekend(today)).toEqual({ from, dates });
  });
});

describe('dayNames', () => {
  it('names the weekday and the date', () => {
    expect(dayNames('2027-07-10')).toEqual({ weekday: 'Saturday', date: '10 Jul' });
  });
});
