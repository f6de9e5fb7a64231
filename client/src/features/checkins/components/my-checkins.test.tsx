import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyCheckin } from '@shared/checkins';
import { beachLinks, expectOwnListStates, renderOwnList } from '@/testing/own-list';
import { restoreAfterEach } from '@/testing/toasts';
import { MyCheckins } from './my-checkins';

restoreAfterEach();

const checkin = (overrides: Partial<MyCheckin>): MyCheckin => ({
  id: 1,
  beachId: 3,
  beachName: 'Croyde Bay',
  beachSlug: 'croyde-bay',
  dogCount: 1,
  mood: null,
  weatherCondition: null,
  message: null,
  createdAt: '2026-07-21T12:36:00.000Z',
  ...overrides,
});

describe('My check-ins', () => {
  it('shows loading, empty and error states', async () => {
    await expectOwnListStates({
      element: <MyCheckins />,
      path: '/api/my/checkins',
      title: 'My Check-ins',
      empty: {
        text: 'You have not checked in at a beach yet.',
        link: 'Find a beach',
        to: '/beaches',
      },
      errorText: 'Your check-ins could not be loaded.',
    });
  });

  it('lists each check-in as the server orders them, newest first, linking to its beach', async () => {
    renderOwnList(<MyCheckins />, '/api/my/checkins', {
      body: [
        checkin({
          id: 2,
          beachName: 'Bantham',
          beachSlug: 'bantham',
          dogCount: 2,
          mood: 'happy',
          weatherCondition: 'sunny',
          createdAt: '2026-07-22T09:05:00.000Z',
        }),
        checkin({ id: 1 }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'My Check-ins (2)' })).toBeInTheDocument();
    expect(beachLinks()).toEqual([
      ['Bantham', '/beach/bantham'],
      ['Croyde Bay', '/beach/croyde-bay'],
    ]);
    // London time: 10:05 and 13:36 in summer.
    expect(
      screen.getByText('Checked in at 10:05am with 2 dogs. Mood: Happy. Weather: Sunny.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Checked in at 1:36pm with 1 dog.')).toBeInTheDocument();
    expect(screen.getByText('22 Jul 2026')).toHaveAttribute('dateTime', '2026-07-22T09:05:00.000Z');
  });
});
