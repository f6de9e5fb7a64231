import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeFavorite } from '@/testing/favorites';
import { renderRoutes } from '@/testing/render-routes';
import { calls, stubApi } from '@/testing/stub-api';
import { useFakeTimers as fakeTimers } from '@/testing/timers';
import { restoreAfterEach } from '@/testing/toasts';
import { makeWeek } from '@/testing/week';
import { MyBeaches } from './my-beaches';

restoreAfterEach();

const croyde = makeFavorite();
const woolacombe = makeFavorite({
  beachId: 4,
  beach: { ...croyde.beach, id: 4, slug: 'woolacombe', name: 'Woolacombe' },
});

/** Both beaches' weeks from the asked day; at Woolacombe dogs are banned on Saturdays. */
const stubWeeks = () =>
  stubApi({
    'GET /api/my/favorites': { body: [croyde, woolacombe] },
    'GET /api/beaches/croyde-bay/week': (_, url) => ({
      body: makeWeek(url.searchParams.get('from')!),
    }),
    'GET /api/beaches/woolacombe/week': (_, url) => {
      const from = url.searchParams.get('from')!;
      const saturday = makeWeek(from).days.findIndex((day) => new Date(day.date).getUTCDay() === 6);
      const banned = { segments: [{ from: '00:00', to: '24:00', state: 'banned' as const }] };
      return { body: makeWeek(from, { [saturday]: { ...banned, windows: [] } }) };
    },
  });

/** The clock at noon in London (BST) on `date`. */
const itIsNoonOn = (date: string) => {
  fakeTimers();
  vi.setSystemTime(new Date(`${date}T11:00:00Z`));
};

const render = () => renderRoutes([{ path: '/profile', element: <MyBeaches /> }], '/profile');

const weekendAt = async (beach: string) => {
  const list = await screen.findByRole('list', { name: `This weekend at ${beach}` });
  return within(list)
    .getAllByTestId('week-day')
    .map((day) => day.textContent);
};

describe('My beaches: this weekend', () => {
  it('shows the coming Saturday and Sunday of each favourite, beside its alerts switch', async () => {
    itIsNoonOn('2027-07-07'); // a Wednesday
    const fetchMock = stubWeeks();
    render();
    const croydeDays = await weekendAt('Croyde Bay');
    expect(croydeDays).toHaveLength(2);
    expect(croydeDays[0]).toMatch(/^Saturday 10 Jul.*Dogs allowed all day.*8:05am–12:20pm/);
    expect(croydeDays[1]).toMatch(/^Sunday 11 Jul/);
    const woolacombeDays = await weekendAt('Woolacombe');
    expect(woolacombeDays[0]).toMatch(/^Saturday 10 Jul.*Dogs banned all day.*No good time/);
    expect(calls(fetchMock)).toEqual(
      expect.arrayContaining([
        'GET /api/beaches/croyde-bay/week?from=2027-07-10',
        'GET /api/beaches/woolacombe/week?from=2027-07-10',
      ]),
    );
    expect(
      screen.getAllByRole('switch', { name: 'E-mail me when the dog rules change' }),
    ).toHaveLength(2);
  });

  it('on a Saturday, is today and tomorrow', async () => {
    itIsNoonOn('2027-07-10');
    stubWeeks();
    render();
    const days = await weekendAt('Croyde Bay');
    expect(days[0]).toMatch(/^Saturday 10 Jul, today/);
    expect(days[1]).toMatch(/^Sunday 11 Jul/);
  });

  it('on a Sunday, is today and the Saturday after', async () => {
    itIsNoonOn('2027-07-11');
    const fetchMock = stubWeeks();
    render();
    const days = await weekendAt('Croyde Bay');
    expect(days[0]).toMatch(/^Sunday 11 Jul, today/);
    expect(days[1]).toMatch(/^Saturday 17 Jul/);
    expect(calls(fetchMock)).toContain('GET /api/beaches/croyde-bay/week?from=2027-07-11');
  });

  it('offers Retry when a weekend cannot be loaded', async () => {
    itIsNoonOn('2027-07-07');
    stubApi({
      'GET /api/my/favorites': { body: [croyde] },
      'GET /api/beaches/croyde-bay/week': { status: 500, body: {} },
    });
    render();
    const item = within(await screen.findByTestId('my-beach'));
    expect(await item.findByRole('alert')).toHaveTextContent(
      "The week's walk times could not be loaded.",
    );
    expect(item.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
