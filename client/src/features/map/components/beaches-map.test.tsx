import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runOutTileProbe, stubImagesThatLoad } from '@/testing/loading-images';
import { useFakeTimers } from '@/testing/timers';
import { makeBeach } from '@shared/testing/make-beach';
import { forgetTileAnswers } from '../lib/tile-probe';
import { TILE_TIMEOUT_MS } from '../lib/tile-watchdog';
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

/** A ceiling for the map's lazy chunks on a busy machine, not a wait. */
const chunkCeiling = { timeout: 5000 };

const renderMap = () =>
  render(
    <MemoryRouter>
      <BeachesMap beaches={beaches} />
    </MemoryRouter>,
  );

/** The tile map is built, and the fallback's message is not there. */
async function expectTileMap() {
  expect(
    await screen.findByRole('region', { name: 'Interactive map of 2 beaches' }, chunkCeiling),
  ).toBeInTheDocument();
  expect(screen.queryByText(/The map tiles could not load/)).not.toBeInTheDocument();
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetTileAnswers();
});

describe('BeachesMap', () => {
  // jsdom never loads an image, so the probe's tile never arrives: the 2 s rule brings the
  // fallback, and the tile map is never built.
  it('shows a map-shaped skeleton, then the fallback when no tile loads in 2 s', async () => {
    useFakeTimers();
    renderMap();
    expect(screen.getByRole('status', { name: 'Loading map' })).toBeInTheDocument();
    await runOutTileProbe(TILE_TIMEOUT_MS);
    expect(
      await screen.findByText(/The map tiles could not load/, {}, chunkCeiling),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Interactive map/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Simplified map of 2 beaches' })).toBeInTheDocument();
  });

  it('asks again on Try again, and builds the tile map when the tile then loads', async () => {
    useFakeTimers();
    renderMap();
    await runOutTileProbe(TILE_TIMEOUT_MS);
    const tryAgain = await screen.findByRole('button', { name: 'Try again' }, chunkCeiling);
    stubImagesThatLoad();
    fireEvent.click(tryAgain);
    await expectTileMap();
  });

  it('builds the tile map once a tile has loaded', async () => {
    stubImagesThatLoad();
    renderMap();
    await expectTileMap();
  });

  it('marks the searched place on the tile map', async () => {
    stubImagesThatLoad();
    render(
      <MemoryRouter>
        <BeachesMap beaches={beaches} origin={{ lat: 50.7256, lng: -3.5269, label: 'Exeter' }} />
      </MemoryRouter>,
    );
    await expectTileMap();
    expect(await screen.findByText('Searched place: Exeter', {}, chunkCeiling)).toBeInTheDocument();
  });

  it('says so when no beach has a position', () => {
    render(<BeachesMap beaches={[makeBeach({ latitude: null, longitude: null })]} />);
    expect(screen.getByText('No beaches to show on the map')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading map' })).not.toBeInTheDocument();
  });
});
