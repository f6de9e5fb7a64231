import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubImagesThatLoad } from '@/testing/loading-images';
import { makeBeach } from '@shared/testing/make-beach';
import { forgetTileAnswers } from '../lib/tile-probe';
import { BeachesMap } from './beaches-map';

const beaches = [
  makeBeach({ name: 'Bantham' }),
  makeBeach({ name: 'Nowhere', latitude: null, longitude: null }),
  makeBeach({
    name: 'Minehead Beach',
    location: 'Somerset',
    latitude: '51.20758',
    longitude: '-3.46706',
  }),
];

afterEach(() => {
  vi.unstubAllGlobals();
  forgetTileAnswers();
});

describe('BeachesMap', () => {
  // jsdom never loads an image, so the probe's tile never arrives: the 2 s rule brings the
  // fallback, and the tile map is never built.
  it('shows a map-shaped skeleton, then the fallback when no tile loads in 2 s', async () => {
    render(
      <MemoryRouter>
        <BeachesMap beaches={beaches} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Loading map' })).toBeInTheDocument();
    expect(
      await screen.findByText(/The map tiles could not load/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Interactive map/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Simplified map of 2 beaches' })).toBeInTheDocument();
  }, 15_000);

  it('asks again on Try again, and builds the tile map when the tile then loads', async () => {
    render(
      <MemoryRouter>
        <BeachesMap beaches={beaches} />
      </MemoryRouter>,
    );
    const tryAgain = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 });
    stubImagesThatLoad();
    fireEvent.click(tryAgain);
    expect(
      await screen.findByRole(
        'region',
        { name: 'Interactive map of 2 beaches' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The map tiles could not load/)).not.toBeInTheDocument();
  }, 15_000);

  it('builds the tile map once a tile has loaded', async () => {
    stubImagesThatLoad();
    render(
      <MemoryRouter>
        <BeachesMap beaches={beaches} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole(
        'region',
        { name: 'Interactive map of 2 beaches' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The map tiles could not load/)).not.toBeInTheDocument();
  }, 15_000);

  it('says so when no beach has a position', () => {
    render(<BeachesMap beaches={[makeBeach({ latitude: null, longitude: null })]} />);
    expect(screen.getByText('No beaches to show on the map')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading map' })).not.toBeInTheDocument();
  });
});
