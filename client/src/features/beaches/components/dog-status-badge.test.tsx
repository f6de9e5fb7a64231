import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DogStatus } from '@shared/dog-rules';
import { DogStatusBadge } from './dog-status-badge';

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
