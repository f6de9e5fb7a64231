import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TideEntry, TideStationInfo } from '@shared/tides';
import { renderWithQueryClient } from '@/testing/render-routes';
import { stubApi } from '@/testing/stub-api';
import { getTides } from '../api/get-tides';
import { TideCard } from './tide-card';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const station: TideStationInfo = {
  id: 'teignmouth',
  label: 'Teignmouth',
  attribution: 'Neaps tide database. TICON-4.',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  distanceKm: 26.3,
  reason: 'The nearest of our tide gauges on the same coast.',
};

/** Answers the two tide calls; `tides` is a list or an HTTP status for a failure. */
const stubTideApi = (tides: TideEntry[] | number) =>
  stubApi({
    'GET /api/tides/station': { body: station },
    'GET /api/tides':
      typeof tides === 'number' ? { status: tides, body: { message: 'no' } } : { body: tides },
  });

const renderCard = (latitude: string | null = '50.5', longitude: string | null = '-3.5') =>
  renderWithQueryClient(<TideCard latitude={latitude} longitude={longitude} />);

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('TideCard', () => {
  it('lists at most 4 tides with heights to one decimal, and credits the station', async () => {
    stubTideApi([
      { time: hoursFromNow(-5), type: 'low', height: 1.04 },
      { time: hoursFromNow(1.5), type: 'high', height: 3.16 },
      { time: hoursFromNow(7), type: 'low', height: 1.3 },
      { time: hoursFromNow(13), type: 'high', height: 4.2 },
      { time: hoursFromNow(19), type: 'low', height: 0.95 },
    ]);
    renderCard();
    const list = await screen.findByRole('list', { name: "Today's high and low tides" });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('1.0m'),
      expect.stringContaining('3.2m'),
      expect.stringContaining('1.3m'),
      expect.stringContaining('4.2m'),
    ]);
    expect(screen.getByTestId('tide-countdown')).toHaveTextContent(/^in 1 h (29|30) min$/);
    expect(await screen.findByText('Teignmouth')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Heights are approximate, above lowest astronomical tide; not for navigation.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      station.licenceUrl,
    );
  });

  it('counts down as time passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    // Midday, so the half hour below never crosses midnight (a new day asks for new tides).
    vi.setSystemTime(new Date('2026-07-01T11:00:00Z'));
    stubTideApi([{ time: hoursFromNow(2), type: 'high', height: 4 }]);
    renderCard();
    const countdown = await screen.findByTestId('tide-countdown');
    expect(countdown).toHaveTextContent(/^in 1 h 59 min$|^in 2 h$/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31 * 60_000);
    });
    expect(countdown).toHaveTextContent(/^in 1 h (28|29) min$/);
  });

  it("says 'Tide data unavailable for this location' when the call fails", async () => {
    stubTideApi(500);
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tide data unavailable for this location',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("raises 'Failed to fetch tide data' from the call itself", async () => {
    stubTideApi(503);
    await expect(getTides('50.5', '-3.5', '2026-11-22')).rejects.toThrow(
      'Failed to fetch tide data',
    );
  });

  it('says the same without coordinates, without calling the API', () => {
    const fetchMock = stubTideApi([]);
    renderCard(null, null);
    expect(screen.getByRole('alert')).toHaveTextContent('Tide data unavailable for this location');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'No tide data available for this date' for an empty day", async () => {
    stubTideApi([]);
    renderCard();
    expect(await screen.findByText('No tide data available for this date')).toBeInTheDocument();
  });
});
