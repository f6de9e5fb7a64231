import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { MyCheckin } from '@shared/checkins';
import { describeMyList } from '@/testing/own-list';
import { restoreAfterEach } from '@/testing/toasts';
import { MyCheckins } from './my-checkins';

restoreAfterEach();

describeMyList<MyCheckin>('My check-ins', {
  element: <MyCheckins />,
  path: '/api/my/checkins',
  title: 'My Check-ins',
  none: 'You have not checked in at a beach yet.',
  errorText: 'Your check-ins could not be loaded.',
  kind: 'check-in with its time, dogs, mood and weather',
  row: { dogCount: 1, mood: null, weatherCondition: null, message: null },
  rows: [
    {
      dogCount: 2,
      mood: 'happy',
      weatherCondition: 'sunny',
      createdAt: '2026-07-22T09:05:00.000Z',
    },
    { createdAt: '2026-07-21T12:36:00.000Z' },
  ],
  expectRows: () => {
    // London time: 10:05 and 13:36 in summer.
    expect(
      screen.getByText('Checked in at 10:05am with 2 dogs. Mood: Happy. Weather: Sunny.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Checked in at 1:36pm with 1 dog.')).toBeInTheDocument();
    expect(screen.getByText('22 Jul 2026')).toHaveAttribute('dateTime', '2026-07-22T09:05:00.000Z');
  },
});
