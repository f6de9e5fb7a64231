import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dogStatusAt } from '@shared/dog-rules';
import { NowStatus } from './beach-day-card';

const rule = {
  leadOutsideBan: false,
  setBy: 'council' as const,
  source: 'Test order',
  sourceUrl: null,
  checkedOn: '2021-07-23',
};

describe('NowStatus', () => {
  it('gives each zone its own state and next change', () => {
    const status = dogStatusAt(
      {
        accessType: 'restricted',
        dogRule: {
          ...rule,
          periods: [
            { kind: 'ban', from: '04-01', to: '09-30', hours: null, zone: 'The main beach' },
            { kind: 'ban', from: '01-01', to: '12-31', hours: null, zone: 'East of groyne 9' },
          ],
        },
      },
      new Date('2026-11-27T12:00:00Z'),
    );
    render(<NowStatus status={status} />);
    const list = screen.getByRole('list', { name: 'Each part of the beach' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'The main beach: Dogs allowed. Ban starts 1 Apr',
      'East of groyne 9: No dogs all year',
    ]);
  });

  it('shows an expired order and unconfirmed dates as neither yes nor no', () => {
    const expired = dogStatusAt(
      {
        accessType: 'seasonal',
        dogRule: {
          ...rule,
          orderEndsOn: '2026-12-31',
          periods: [{ kind: 'ban', from: '05-01', to: '09-30', hours: null, zone: null }],
        },
      },
      new Date('2027-02-01T12:00:00Z'),
    );
    const { unmount } = render(<NowStatus status={expired} />);
    expect(screen.getAllByText('This order expired on 31 Dec 2026: check the signs')).toHaveLength(
      1,
    );
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    const unconfirmed = dogStatusAt(
      {
        accessType: 'seasonal',
        dogRule: {
          ...rule,
          periods: [
            { kind: 'ban', from: '05-01', to: '09-30', hours: null, zone: null, confirmed: false },
          ],
        },
      },
      new Date('2027-02-01T12:00:00Z'),
    );
    render(<NowStatus status={unconfirmed} />);
    expect(screen.queryByText(/^Dogs allowed/)).toBeNull();
    expect(
      screen.getAllByText('Dates not confirmed: check the signs')[0]!.parentElement,
    ).toHaveAttribute('data-state', 'unconfirmed');
  });
});
