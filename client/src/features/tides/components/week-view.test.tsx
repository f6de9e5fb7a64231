import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render-routes';
import { calls, noAnswer, stubApi } from '@/testing/stub-api';
import { restoreAfterEach } from '@/testing/toasts';
import { makeWeek } from '@/testing/week';
import { expectNoSeriousAxeIssues } from '@/testing/axe';
import { WeekView } from './week-view';

restoreAfterEach();

const weekPath = 'GET /api/beaches/croyde-bay/week';
const allWeek = (day: object) => Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((i) => [i, day]));

const render = () =>
  renderRoutes(
    [{ path: '/', element: <WeekView identifier="croyde-bay" today="2027-07-05" /> }],
    '/',
  );

describe('WeekView', () => {
  it('shows the seven days from today with their dog rules, walks and the best day', async () => {
    const fetchMock = stubApi({
      [weekPath]: {
        body: makeWeek('2027-07-05', {
          // Thursday and Saturday have the longest walks: the earlier one is best.
          3: {
            windows: [
              ['06:00', '08:00'],
              ['17:00', '20:30'],
            ],
          },
          5: { windows: [['06:00', '11:30']] },
          6: {
            segments: [
              { from: '00:00', to: '10:00', state: 'allowed' },
              { from: '10:00', to: '18:00', state: 'banned' },
              { from: '18:00', to: '24:00', state: 'allowed' },
            ],
          },
        }),
      },
    });
    render();
    const section = screen.getByRole('region', { name: 'This week' });
    const days = await within(section).findAllByTestId('week-day');
    expect(days).toHaveLength(7);
    expect(calls(fetchMock)).toEqual(['GET /api/beaches/croyde-bay/week?from=2027-07-05']);
    expect(within(section).getByRole('list', { name: 'The next 7 days' })).toBeInTheDocument();
    expect(days[0]).toHaveTextContent('Monday 5 Jul, today');
    expect(days[0]).toHaveTextContent('Dogs allowed all day');
    expect(days[0]).toHaveTextContent('Walk: 8:05am–12:20pm (4 h 15 min)');
    expect(days[0]).toHaveTextContent('4 h 15 min to walk');
    expect(days[3]).toHaveTextContent('Walk: 6am–8am (2 h), 5pm–8:30pm (3 h 30 min)');
    expect(days[3]).toHaveTextContent('5 h 30 min to walk');
    expect(within(section).getByText('Best day: Thursday, 5 h 30 min')).toBeInTheDocument();
    expect(within(days[3]!).getByText('Best day')).toBeInTheDocument();
    expect(within(days[5]!).queryByText('Best day')).toBeNull();
    expect(days[6]).toHaveTextContent('Dogs banned 10am–6pm');
    await expectNoSeriousAxeIssues(section);
  });

  it('shows a day banned all day as such', async () => {
    stubApi({
      [weekPath]: {
        body: makeWeek('2027-07-05', {
          2: { segments: [{ from: '00:00', to: '24:00', state: 'banned' }], windows: [] },
        }),
      },
    });
    render();
    const day = (await screen.findAllByTestId('week-day'))[2]!;
    expect(day).toHaveTextContent('Wednesday');
    expect(within(day).getByText('Dogs banned all day').parentElement).toHaveAttribute(
      'data-state',
      'banned',
    );
    expect(day).toHaveTextContent('No good time for a dog walk');
    expect(day).toHaveTextContent('No walk');
  });

  it('leaves out a window that rounds to no minute', async () => {
    const week = makeWeek('2027-07-05');
    const day = week.days[1]!;
    const start = '2027-07-06T06:59:30.000Z';
    day.walkWindows.unshift({ start, end: start, minutes: 0, dogState: 'allowed' });
    stubApi({ [weekPath]: { body: week } });
    render();
    const tuesday = (await screen.findAllByTestId('week-day'))[1]!;
    expect(tuesday).toHaveTextContent('Walk: 8:05am–12:20pm (4 h 15 min)');
    expect(tuesday).not.toHaveTextContent('0 min)');
  });

  it('says so plainly when there is no walk all week', async () => {
    stubApi({ [weekPath]: { body: makeWeek('2027-07-05', allWeek({ windows: [] })) } });
    render();
    expect(await screen.findByText(/No good time for a dog walk this week/)).toBeInTheDocument();
    expect(screen.queryByText(/Best day/)).toBeNull();
    expect(screen.getAllByTestId('week-day')).toHaveLength(7);
  });

  it('sends the owner to the signs when the rule’s dates are not confirmed all week', async () => {
    const unconfirmed = [{ from: '00:00', to: '24:00', state: 'unconfirmed' as const }];
    stubApi({
      [weekPath]: {
        body: makeWeek('2027-07-05', allWeek({ segments: unconfirmed, windows: [] })),
      },
    });
    render();
    expect(
      await screen.findByText(/No walk times this week: the dog rule’s dates are not confirmed/),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('week-day')[0]).toHaveTextContent(
      'No walk times: the dog rule’s dates are not confirmed',
    );
  });

  it('shows a loading state, then an error with Retry that asks again', async () => {
    let fail = true;
    stubApi({
      [weekPath]: () => (fail ? { status: 500, body: {} } : { body: makeWeek('2027-07-05') }),
    });
    render();
    expect(screen.getByRole('status', { name: 'Loading this week' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The week's walk times could not be loaded.",
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('week-day')).toHaveLength(7);
  });

  it('keeps its loading state while the week is on its way', () => {
    stubApi({ [weekPath]: noAnswer });
    render();
    expect(screen.getByRole('status', { name: 'Loading this week' })).toBeInTheDocument();
  });
});
