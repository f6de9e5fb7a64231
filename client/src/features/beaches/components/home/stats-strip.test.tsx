import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statsQueryOptions } from '../../api/get-stats';
import { renderWithQueryClient } from '@/testing/render-routes';
import { stubApi } from '@/testing/stub-api';
import { advanceTimers, useFakeTimers } from '@/testing/timers';
import { StatsStrip } from './stats-strip';

afterEach(() => vi.unstubAllGlobals());

/** How long the stats call takes to give up: its retries, each after its delay. */
const { retry, retryDelay } = statsQueryOptions();
const statsRetriesMs = Number(retry) * Number(retryDelay);

const renderStrip = () => renderWithQueryClient(<StatsStrip />);

const figure = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement!).getAllByRole('definition')[0];

describe('StatsStrip', () => {
  it('shows skeletons, then the figures from /api/stats', async () => {
    const stats = {
      totalBeaches: 1234,
      yearRoundBeaches: 119,
      totalReviews: 1_234_567,
      averageRating: 4.25,
    };
    stubApi({ 'GET /api/stats': { body: stats } });
    renderStrip();
    expect(screen.getByLabelText('Loading figures')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByLabelText('The beaches in figures')).toBeInTheDocument();
    expect(figure('Beaches')).toHaveTextContent('1,234');
    expect(figure('Year-round beaches')).toHaveTextContent('119');
    expect(figure('Community reviews')).toHaveTextContent('1,234,567');
    expect(figure('Average rating')).toHaveTextContent('4.3');
  });

  it('does not show an average of no reviews as 0.0', async () => {
    const stats = { totalBeaches: 3, yearRoundBeaches: 2, totalReviews: 0, averageRating: 0 };
    stubApi({ 'GET /api/stats': { body: stats } });
    renderStrip();
    await screen.findByLabelText('The beaches in figures');
    expect(figure('Average rating')).toHaveTextContent('–');
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });

  it('says when the figures cannot be fetched (after its 3 retries)', async () => {
    useFakeTimers();
    stubApi({}, { status: 500 });
    renderStrip();
    await advanceTimers(statsRetriesMs);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch stats');
  });
});
