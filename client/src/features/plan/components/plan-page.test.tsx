import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromLondon, parseLocalDate } from '@shared/london-time';
import type { Plan, PlanResult } from '@shared/plan';
import { unknownPlaceMessage } from '@shared/plan-options';
import { londonDate } from '@shared/london-time';
import { renderRoutes } from '@/testing/render-routes';
import { calls, fieldRefusal, noAnswer, stubApi, type Handler } from '@/testing/stub-api';
import { nextSaturday } from '../lib/plan-form';
import { planResult } from '../lib/test-plan';
import { PlanPage } from './plan-page';
import { nearMeMessages } from './use-near-me';

const saturday = nextSaturday(londonDate(new Date()));
/** An instant at a London wall-clock time on the Saturday. */
const at = (time: string) =>
  fromLondon({
    ...parseLocalDate(saturday)!,
    minute: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)),
  }).toISOString();

const result = (overrides: Partial<PlanResult> = {}) =>
  planResult({
    windows: [{ start: at('13:05'), end: at('15:40'), minutes: 155, dogState: 'allowed' }],
    totalMinutes: 155,
    dogSegments: [
      { start: at('12:00'), end: at('13:00'), state: 'banned' },
      { start: at('13:00'), end: at('17:00'), state: 'allowed' },
    ],
    tides: [
      { time: at('09:00'), type: 'high', height: 7.1 },
      { time: at('15:15'), type: 'low', height: 1.2 },
      { time: at('21:30'), type: 'high', height: 7.0 },
    ],
    daylight: { sunrise: at('07:40'), sunset: at('16:15') },
    ...overrides,
  });

const plan = (overrides: Partial<Plan> = {}): Plan => ({
  date: saturday,
  from: { latitude: 51.02, longitude: -4.21, label: 'EX39' },
  window: { start: at('12:00'), end: at('17:00') },
  results: [
    result(),
    result({
      beach: {
        id: 2,
        slug: 'instow',
        name: 'Instow',
        location: 'North Devon',
        latitude: 51.05,
        longitude: -4.18,
      },
      distanceMiles: 4.5,
      windows: [{ start: at('12:00'), end: at('13:00'), minutes: 60, dogState: 'lead' }],
      totalMinutes: 60,
      dogSegments: [{ start: at('12:00'), end: at('17:00'), state: 'lead' }],
      score: 51,
    }),
  ],
  excluded: { tooFar: 12, missingMustHave: 3, banned: 2, noWindow: 0 },
  ...overrides,
});

const routes = [
  { path: '/plan', element: <PlanPage /> },
  { path: '/beach/:identifier', element: <p>A beach page</p> },
];

const planCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  calls(fetchMock).filter((call) => call.startsWith('GET /api/plan'));

const stubPlan = (handler: Handler) => stubApi({ 'GET /api/plan': handler });

afterEach(() => vi.unstubAllGlobals());

describe('/plan', () => {
  it('checks the form before asking, with the reasons under the fields', async () => {
    const fetchMock = stubPlan({ body: plan() });
    renderRoutes(routes, '/plan');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '15:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByLabelText('Starting place'), { target: { value: 'Atlantis' } });
    fireEvent.change(screen.getByLabelText('Within (miles)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find beaches' }));

    expect(await screen.findByText(unknownPlaceMessage)).toBeInTheDocument();
    expect(screen.getByLabelText('Starting place')).toHaveAccessibleDescription(
      expect.stringContaining(unknownPlaceMessage),
    );
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      expect.stringContaining('The end must be after the start'),
    );
    expect(screen.getByLabelText('Within (miles)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose a distance from 1 to 100 miles')).toBeInTheDocument();
    expect(planCalls(fetchMock)).toEqual([]);
  });

  it('puts the plan in the address and runs it', async () => {
    const fetchMock = stubPlan({ body: plan() });
    const router = renderRoutes(routes, '/plan');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: saturday } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '17:00' } });
    fireEvent.change(screen.getByLabelText('Starting place'), { target: { value: 'EX39' } });
    fireEvent.click(screen.getByLabelText('Parking'));
    fireEvent.click(screen.getByLabelText('Any tide'));
    fireEvent.click(screen.getByRole('button', { name: 'Find beaches' }));

    const search = `date=${saturday}&start=12%3A00&end=17%3A00&from=EX39&radius=25&has=parking&tide=any`;
    await waitFor(() => expect(router.state.location.search).toBe(`?${search}`));
    expect(await screen.findByRole('link', { name: 'Westward Ho!' })).toBeInTheDocument();
    expect(planCalls(fetchMock)).toEqual([`GET /api/plan?${search}`]);
  });

  it('opens a shared address with its answers filled in and runs that plan', async () => {
    const fetchMock = stubPlan({ body: plan() });
    const search = `date=${saturday}&start=13%3A00&end=17%3A00&from=TQ1&radius=10&has=toilets%2Cwater&offLead=true&tide=low`;
    renderRoutes(routes, `/plan?${search}`);

    expect(await screen.findByRole('link', { name: 'Westward Ho!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue(saturday);
    expect(screen.getByLabelText('From')).toHaveValue('13:00');
    expect(screen.getByLabelText('To')).toHaveValue('17:00');
    expect(screen.getByLabelText('Starting place')).toHaveValue('TQ1');
    expect(screen.getByLabelText('Within (miles)')).toHaveValue(10);
    expect(screen.getByLabelText('Toilets')).toBeChecked();
    expect(screen.getByLabelText('Drinking water')).toBeChecked();
    expect(screen.getByLabelText('Parking')).not.toBeChecked();
    expect(screen.getByLabelText('Off-lead only')).toBeChecked();
    expect(screen.getByLabelText('Low tide only (below half height)')).toBeChecked();
    expect(planCalls(fetchMock)).toEqual([`GET /api/plan?${search}`]);
  });

  it('shows an old address’s past day against the field instead of running it', async () => {
    const fetchMock = stubPlan({ body: plan() });
    renderRoutes(routes, '/plan?date=2020-01-04&from=EX39');
    expect(await screen.findByText(/^Choose a day from today to/)).toBeInTheDocument();
    expect(planCalls(fetchMock)).toEqual([]);
  });

  it('lists each beach with its walks in words, on one time line, and what was left out', async () => {
    stubPlan({ body: plan() });
    renderRoutes(routes, `/plan?date=${saturday}&from=EX39&has=parking`);

    const list = await screen.findByRole('list', { name: 'Beaches, best first' });
    const [first, second] = [...list.querySelectorAll<HTMLElement>(':scope > li')];
    expect(within(first!).getByRole('link', { name: 'Westward Ho!' })).toHaveAttribute(
      'href',
      '/beach/westward-ho',
    );
    expect(first).toHaveTextContent('North Devon · 2.1 mi (3.4 km) away');
    expect(first).toHaveTextContent('2 h 35 min');
    expect(within(first!).getByText('Walk 1:05pm–3:40pm, 2 h 35 min, dogs allowed')).toBeVisible();
    expect(within(second!).getByText('Walk noon–1pm, 1 h, dogs on leads')).toBeVisible();
    expect(
      within(first!).getByRole('button', { name: 'Add to calendar: Westward Ho!, 1:05pm–3:40pm' }),
    ).toBeInTheDocument();

    // Both strips span the same hours, so the same time sits at the same place on each.
    const [ownWindow] = within(first!).getAllByTestId('walk-window');
    const [otherWindow] = within(second!).getAllByTestId('walk-window');
    expect(ownWindow!.style.left).toBe('21.666666666666668%');
    expect(otherWindow!.style.left).toBe('0%');

    // The rule through the asked time: drawn, the ban shaded on the strip too, and in words.
    const firstBand = first!.querySelector<HTMLElement>('[data-state="banned"]');
    expect(firstBand).toHaveTextContent('Banned');
    expect(firstBand!.style.left).toBe('0%');
    expect(firstBand!.style.width).toBe('20%');
    expect(first!.querySelectorAll('.bg-banned-bg')).toHaveLength(2);
    expect(within(first!).getByText('Dogs banned noon–1pm.')).toBeVisible();
    expect(second!.querySelector('[data-state="lead"]')).toHaveTextContent('On leads');
    expect(second!.querySelector('.bg-banned-bg')).toBeNull();
    expect(within(second!).getByText('Dogs on leads noon–5pm.')).toBeVisible();
    const key = screen.getByRole('list', { name: 'Key to the time lines' });
    expect(key).toHaveTextContent('Dogs banned');
    expect(key).toHaveTextContent(
      'No walk where dogs may go: the tide is high or the time is shorter than 30 min',
    );
    expect(key).not.toHaveTextContent('no walk (dogs banned');

    expect(
      screen.getByRole('heading', { level: 2, name: /^2 beaches for .*, noon–5pm from EX39$/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Left out: 12 too far, 3 without parking, 2 with dogs banned all that time.',
      ),
    ).toBeInTheDocument();
  });

  it('opens a result’s beach page', async () => {
    stubPlan({ body: plan() });
    renderRoutes(routes, `/plan?date=${saturday}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Instow' }));
    expect(await screen.findByText('A beach page')).toBeInTheDocument();
  });

  it('says so when no beach fits', async () => {
    stubPlan({ body: plan({ results: [] }) });
    renderRoutes(routes, `/plan?date=${saturday}&from=EX39&radius=5`);
    expect(
      await screen.findByText('No beach fits: try a wider radius or another time'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Left out: 12 too far/)).toBeInTheDocument();
  });

  it('shows a placeholder while the plan is made', () => {
    stubPlan(noAnswer);
    renderRoutes(routes, `/plan?date=${saturday}`);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Finding beaches…');
  });

  it('offers Retry when the plan fails, and shows it once it comes', async () => {
    let fail = true;
    stubPlan(() => (fail ? { status: 500, body: { message: 'Boom' } } : { body: plan() }));
    renderRoutes(routes, `/plan?date=${saturday}`);
    expect(await screen.findByText("We couldn't make this plan. Please try again.")).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Westward Ho!' })).toBeInTheDocument();
  });

  it('puts the server’s 400 under the field it names', async () => {
    const message = 'date must be from today to 2027-01-01';
    stubPlan(fieldRefusal('date', message));
    renderRoutes(routes, `/plan?date=${saturday}`);
    await waitFor(() =>
      expect(screen.getByLabelText('Day')).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`This plan cannot be made: ${message}`);
  });

  it('fills Near me with the nearest place, and says a slow fix is not available', () => {
    const asks: { success: PositionCallback; failure: PositionErrorCallback }[] = [];
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
          asks.push({ success, failure }),
      },
    });
    try {
      stubPlan({ body: plan() });
      renderRoutes(routes, '/plan');
      const nearMe = screen.getByRole('button', { name: 'Near me' });
      fireEvent.click(nearMe);
      expect(screen.getByRole('status')).toHaveTextContent('Finding your location…');
      act(() =>
        asks[0]!.success({
          coords: { latitude: 51.016, longitude: -4.208 },
        } as GeolocationPosition),
      );
      expect(screen.getByLabelText('Starting place')).toHaveValue('Bideford');
      expect(screen.getByText(/^Nearest place we know: Bideford/)).toBeInTheDocument();

      fireEvent.click(nearMe);
      act(() =>
        asks[1]!.failure({
          code: 3,
          message: '',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        }),
      );
      expect(screen.getByRole('alert')).toHaveTextContent(nearMeMessages.unavailable);
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('downloads a walk as an .ics file', async () => {
    stubPlan({ body: plan() });
    const created = vi.fn((_blob: Blob) => 'blob:walk');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoutes(routes, `/plan?date=${saturday}`);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add to calendar: Instow, noon–1pm' }),
    );
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const link = clicked.mock.contexts[0] as HTMLAnchorElement | undefined;
    expect(link?.download).toBe(`dog-walk-instow-${saturday}-1200.ics`);
    const text = await created.mock.calls[0]![0].text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('SUMMARY:Dog walk at Instow');
    clicked.mockRestore();
  });
});
