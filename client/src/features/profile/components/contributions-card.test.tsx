import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContributionCounts } from '@shared/profile';
import { renderOwnList } from '@/testing/own-list';
import { noAnswer } from '@/testing/stub-api';
import { restoreAfterEach } from '@/testing/toasts';
import { ContributionsCard } from './contributions-card';

restoreAfterEach();

const counts: ContributionCounts = {
  reviews: 1,
  checkins: 2,
  ruleReports: 1,
  walks: 1,
  feedback: 3,
  photos: 4,
};
const render = (reply: Parameters<typeof renderOwnList>[2]) =>
  renderOwnList(<ContributionsCard />, '/api/my/contributions', reply);

/** Each tile's label and figure, in the order shown. */
const tiles = () =>
  screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('ContributionsCard', () => {
  it('counts every kind from one call and thanks the member for all of them', async () => {
    const fetchMock = render({ body: counts });
    expect(
      await screen.findByText(
        'Thank you for your 12 contributions: you are helping other dog owners find the right beach.',
      ),
    ).toBeInTheDocument();
    expect(tiles()).toEqual([
      ['Reviews Written', '1'],
      ['Check-ins Made', '2'],
      ['Rule Reports Sent', '1'],
      ['Routes Submitted', '1'],
      ['Feedback Given', '3'],
      ['Photos Shared', '4'],
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('welcomes a member with nothing yet', async () => {
    const none = { reviews: 0, checkins: 0, ruleReports: 0, walks: 0, feedback: 0, photos: 0 };
    render({ body: none });
    expect(await screen.findByText(/^Welcome! Share a photo/)).toBeInTheDocument();
  });

  it('shows dashes while counting', async () => {
    render(noAnswer);
    expect(tiles().map(([, value]) => value)).toEqual(['–', '–', '–', '–', '–', '–']);
    expect(screen.queryByText(/^Thank you/)).not.toBeInTheDocument();
  });

  it('offers Retry when the counts cannot be loaded', async () => {
    let fail = true;
    render(() => (fail ? { status: 500, body: {} } : { body: { ...counts, photos: 0 } }));
    expect(
      await screen.findByText('Your contributions could not be counted.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Thank you for your 8 contributions/)).toBeInTheDocument();
  });
});
