import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DogStatus } from '@shared/dog-rules';
import { makeDogRule, makePeriod } from '@shared/testing/dog-rule';
import { makeBeach } from '@shared/testing/make-beach';
import { dogDayLine, DogStatusBadge } from './dog-status-badge';

const status = (state: DogStatus['state'], headline: string, today: string): DogStatus => ({
  state,
  headline,
  today,
  nextChange: null,
  allowedToday: state !== 'banned',
  checkedOn: null,
});

describe('DogStatusBadge', () => {
  it.each([
    ['allowed', 'text-allowed'],
    ['lead', 'text-seasonal'],
    ['restricted', 'text-seasonal'],
    ['banned', 'text-banned'],
    ['unconfirmed', 'text-ink'],
  ] as const)('shows a %s day as words, an icon and %s', (state, colour) => {
    const { container } = render(
      <DogStatusBadge status={status(state, 'Headline', `Today for ${state}`)} />,
    );
    const badge = screen.getByText(`Today for ${state}`).parentElement!;
    expect(badge).toHaveClass(colour);
    expect(badge).toHaveAttribute('data-state', state);
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the state now when asked, large', () => {
    render(
      <DogStatusBadge
        status={status('lead', 'Dogs on leads', 'Dogs on leads today')}
        when="now"
        size="lg"
      />,
    );
    expect(screen.getByText('Dogs on leads').parentElement).toHaveClass('text-lg');
  });
});

describe('a chosen day on the badge', () => {
  // Saturday 18 July 2026, in the summer season of the rules below.
  const saturday = '2026-07-18';
  const line = (beach: Parameters<typeof dogDayLine>[0]) => dogDayLine(beach, saturday);

  it.each([
    ['allowed all day', makeBeach({ dogRule: makeDogRule([]) }), 'allowed', 'dogs allowed'],
    [
      'allowed on part of the beach',
      makeBeach({ dogRule: makeDogRule([makePeriod({ zone: 'Main beach' })]) }),
      'restricted',
      'dogs banned from part of the beach',
    ],
    [
      'banned for some hours',
      makeBeach({
        dogRule: makeDogRule([makePeriod({ hours: { from: '10:00', to: '18:00' } })]),
      }),
      'restricted',
      'dogs banned 10am–6pm',
    ],
    [
      'banned all day',
      makeBeach({ dogRule: makeDogRule([makePeriod()]) }),
      'banned',
      'dogs banned',
    ],
  ] as const)('names the day for a beach %s', (_, beach, state, words) => {
    expect(line(beach)).toEqual({ state, text: `Sat 18 Jul: ${words}` });
  });

  it('speaks of the same beach differently on a winter day', () => {
    const beach = makeBeach({ dogRule: makeDogRule([makePeriod()]) });
    expect(dogDayLine(beach, '2026-12-05')?.text).toBe('Sat 5 Dec: dogs allowed');
  });

  it('replaces the line of today, in the day’s colour', () => {
    const beach = makeBeach({ dogRule: makeDogRule([makePeriod()]) });
    render(
      <DogStatusBadge
        status={status('allowed', 'Dogs allowed', 'Dogs allowed today')}
        day={line(beach)}
      />,
    );
    expect(screen.queryByText('Dogs allowed today')).toBeNull();
    const badge = screen.getByText('Sat 18 Jul: dogs banned').parentElement!;
    expect(badge).toHaveAttribute('data-state', 'banned');
    expect(badge).toHaveClass('text-banned');
  });
});
