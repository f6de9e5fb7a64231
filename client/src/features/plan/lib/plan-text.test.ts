import { describe, expect, it } from 'vitest';
import { rulesText } from './plan-text';

/** 10:00 London time on a summer day is 09:00 UTC. */
const summer = (hour: number) => `2026-07-11T${String(hour - 1).padStart(2, '0')}:00:00.000Z`;

describe('the dog rule in words', () => {
  it('names every time the rule limits dogs, in order', () => {
    expect(
      rulesText([
        { start: summer(8), end: summer(10), state: 'lead' },
        { start: summer(10), end: summer(18), state: 'banned' },
        { start: summer(18), end: summer(19), state: 'restricted' },
        { start: summer(19), end: summer(20), state: 'allowed' },
        { start: summer(20), end: summer(21), state: 'unconfirmed' },
      ]),
    ).toBe(
      'Dogs on leads 8am–10am. Dogs banned 10am–6pm. ' +
        'Dogs banned from part of the beach 6pm–7pm. ' +
        'Dates not confirmed 8pm–9pm: check the signs.',
    );
  });

  it('says dogs are allowed all the time when nothing limits them, and nothing without a rule', () => {
    expect(rulesText([{ start: summer(8), end: summer(20), state: 'allowed' }])).toBe(
      'Dogs allowed all that time.',
    );
    expect(rulesText([])).toBe('');
  });
});
