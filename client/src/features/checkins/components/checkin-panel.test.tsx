import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkedInText, checkinMessages, dogsTodayText } from '@shared/checkins';
import {
  clickWhenEnabled,
  croydeBay,
  expectSentToSignIn,
  renderOnBeachPage,
} from '@/testing/beach-panel';
import { sentBody, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith } from '@/testing/toasts';
import { signedInAs, signedOut } from '@/testing/users';
import { CheckinPanel } from './checkin-panel';

restoreAfterEach();

const render = () => renderOnBeachPage(<CheckinPanel beach={croydeBay} />);

describe('check-ins', () => {
  it('words the day’s count', () => {
    expect(dogsTodayText(0)).toBe('No dogs checked in yet today');
    expect(dogsTodayText(1)).toBe('1 dog checked in today');
    expect(dogsTodayText(5)).toBe('5 dogs checked in today');
  });

  it('words the time of a check-in in London, am or pm', () => {
    expect(checkedInText('2026-07-01T12:36:00.000Z')).toBe('Checked in at 1:36pm');
    expect(checkedInText('2026-11-20T00:05:00.000Z')).toBe('Checked in at 12:05am');
    expect(checkedInText('2026-11-20T12:00:00.000Z')).toBe('Checked in at noon');
  });

  it('shows when the user checked in here instead of the button', async () => {
    stubApi({
      ...signedInAs(),
      'GET /api/beaches/3/checkins/today': {
        body: { dogs: 1, checkins: 1, myCheckinAt: '2026-07-01T12:36:00.000Z' },
      },
    });
    render();
    expect(await screen.findByText('Checked in at 1:36pm')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I'm here" })).not.toBeInTheDocument();
  });

  it('checks in with the dogs, mood and weather, then shows the new count', async () => {
    let dogs = 0;
    const fetchMock = stubApi({
      ...signedInAs(),
      'GET /api/beaches/3/checkins/today': () => ({
        body: {
          dogs,
          checkins: dogs ? 1 : 0,
          myCheckinAt: dogs ? '2026-11-20T10:00:00.000Z' : null,
        },
      }),
      'POST /api/beaches/3/checkins': () => {
        dogs = 2;
        return {
          status: 201,
          body: {
            id: 1,
            beachId: 3,
            mood: 'happy',
            dogCount: 2,
            weatherCondition: 'windy',
            message: null,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        };
      },
    });
    render();
    expect(await screen.findByText('No dogs checked in yet today')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: "I'm here" });
    await clickWhenEnabled(button);
    await screen.findByRole('dialog', { name: "I'm at Croyde Bay" });
    fireEvent.change(screen.getByLabelText('How many dogs are with you?'), {
      target: { value: '2' },
    });
    fireEvent.change(screen.getByLabelText('Mood (optional)'), { target: { value: 'happy' } });
    fireEvent.change(screen.getByLabelText('Weather (optional)'), { target: { value: 'windy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await toastWith(checkinMessages.created);
    expect(await screen.findByText('2 dogs checked in today')).toBeInTheDocument();
    // Checked in: the time, not the button again.
    expect(screen.getByText('Checked in at 10am')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I'm here" })).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, post)).toEqual({
      dogCount: 2,
      mood: 'happy',
      weatherCondition: 'windy',
    });
  });

  it('shows the server’s message when checking in again too soon', async () => {
    let posted = false;
    stubApi({
      ...signedInAs(),
      // Checked in from another tab since this page loaded.
      'GET /api/beaches/3/checkins/today': () => ({
        body: { dogs: 1, checkins: 1, myCheckinAt: posted ? '2026-11-20T13:36:00.000Z' : null },
      }),
      'POST /api/beaches/3/checkins': () => {
        posted = true;
        return { status: 409, body: { message: checkinMessages.tooSoon } };
      },
    });
    render();
    expect(await screen.findByText('1 dog checked in today')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: "I'm here" });
    await clickWhenEnabled(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    await toastWith(checkinMessages.tooSoon);
    expect(await screen.findByText('Checked in at 1:36pm')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    stubApi({
      ...signedOut,
      'GET /api/beaches/3/checkins/today': { body: { dogs: 0, checkins: 0 } },
    });
    const router = render();
    const button = await screen.findByRole('button', { name: "I'm here" });
    await clickWhenEnabled(button);
    await expectSentToSignIn(router);
  });
});
