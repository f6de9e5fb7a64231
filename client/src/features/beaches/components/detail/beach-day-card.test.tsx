import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dogStatusAt } from '@shared/dog-rules';
import { makeBeach } from '@shared/testing/make-beach';
import { DayStatus, NowStatus } from './beach-day-card';

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

describe('DayStatus', () => {
  it('says a chosen day’s line, its hours and each zone on that day', () => {
    const beach = makeBeach({
      accessType: 'restricted',
      dogRule: {
        ...rule,
        periods: [
          {
            kind: 'ban',
            from: '05-01',
            to: '09-30',
            hours: { from: '10:00', to: '18:00' },
            zone: 'The village end',
          },
          { kind: 'lead', from: '01-01', to: '12-31', hours: null, zone: null },
        ],
      },
    });
    render(<DayStatus beach={beach} date="2027-07-15" />);
    expect(screen.getByText(/^Thu 15 Jul: /)).toBeInTheDocument();
    const hours = within(screen.getByRole('list', { name: 'Through the day' }));
    expect(hours.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Until 10am: dogs on leads',
      '10am–6pm: dogs banned from part of the beach',
      'From 6pm: dogs on leads',
    ]);
    const parts = within(screen.getByRole('list', { name: 'Each part of the beach' }));
    expect(parts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The village end: Dogs banned 10am–6pm',
      'The rest of the beach: Dogs on leads',
    ]);
  });
});
