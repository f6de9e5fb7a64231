import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Stats } from '@shared/beaches';
import { statsQueryOptions } from '@/features/beaches';
import { makeBeach } from '@shared/testing/make-beach';
import { renderWithQueryClient } from '@/testing/render-routes';
import { noAnswer, stubApi } from '@/testing/stub-api';
import { advanceTimers, useFakeTimers } from '@/testing/timers';
import { AdminSummaryCards } from './admin-summary-cards';

afterEach(() => vi.unstubAllGlobals());

/** How long the stats call takes to give up: its retries, each after its delay. */
const { retry, retryDelay } = statsQueryOptions();
const statsRetriesMs = Number(retry) * Number(retryDelay);

const renderCards = () => renderWithQueryClient(<AdminSummaryCards />);

/** The card of a figure: its label, its value and any note under it. */
const card = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement!);
const figure = (label: string) => card(label).getAllByRole('definition')[0];

/** Renders the cards with this answer from the stats call, until its figures show. */
async function renderWithStats(stats: Stats) {
  stubApi({ 'GET /api/stats': { body: stats } });
  renderCards();
  expect(await screen.findByText(String(stats.totalBeaches))).toBeInTheDocument();
}

describe('AdminSummaryCards', () => {
  it('shows skeletons while neither the stats nor the beaches have answered', () => {
    stubApi({}, noAnswer);
    renderCards();
    for (const label of ['Total Beaches', 'Total Reviews', 'Avg Rating', 'Year-Round']) {
      expect(figure(label)).toHaveTextContent(/^$/);
      // The skeleton: a block hidden from screen readers, in the figure's place.
      expect(figure(label)!.querySelector('div[aria-hidden="true"]')).not.toBeNull();
    }
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
  });

  it('shows the four figures of the stats call, the average to one decimal', async () => {
    await renderWithStats({
      totalBeaches: 40,
      yearRoundBeaches: 9,
      totalReviews: 12,
      averageRating: 4.456,
    });
    expect(figure('Total Reviews')).toHaveTextContent('12');
    expect(figure('Avg Rating')).toHaveTextContent('4.5');
    expect(figure('Year-Round')).toHaveTextContent('9');
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
  });

  it('does not make up an average when there are no reviews', async () => {
    await renderWithStats({
      totalBeaches: 3,
      yearRoundBeaches: 2,
      totalReviews: 0,
      averageRating: 0,
    });
    expect(figure('Avg Rating')).toHaveTextContent('–');
    expect(card('Avg Rating').getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText('4.2')).not.toBeInTheDocument();
  });

  it('counts the loaded beaches while the stats are missing, with no average of none', async () => {
    const beaches = [
      makeBeach({ id: 1, accessType: 'year-round' }),
      makeBeach({ id: 2, accessType: 'seasonal' }),
    ];
    stubApi({ 'GET /api/admin/beaches': { body: beaches } }, noAnswer);
    renderCards();
    expect(await screen.findByText('2')).toBeInTheDocument();
    expect(figure('Total Reviews')).toHaveTextContent('0');
    expect(figure('Year-Round')).toHaveTextContent('1');
    expect(figure('Avg Rating')).toHaveTextContent('–');
    expect(card('Avg Rating').getByText('No reviews yet')).toBeInTheDocument();
  });

  it("shows no figure, not zeros, when neither call answers (after the stats call's 3 retries)", async () => {
    useFakeTimers();
    stubApi({}, { status: 500 });
    renderCards();
    await advanceTimers(statsRetriesMs);
    expect(await screen.findAllByText('–')).toHaveLength(4);
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
  });
});
