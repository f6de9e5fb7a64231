import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runOutTileProbe, stubImagesThatLoad } from '@/testing/loading-images';
import { useFakeTimers } from '@/testing/timers';
import { makeBeach } from '@shared/testing/make-beach';
import { forgetTileAnswers } from '../lib/tile-probe';
import { TILE_TIMEOUT_MS } from '../lib/tile-watchdog';
import { BeachLocationMap } from './beach-location-map';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetTileAnswers();
});

describe('BeachLocationMap', () => {
  it('gives the postcode, Directions and Open in Maps, and falls back to the coordinates', async () => {
    useFakeTimers();
    render(
      <BeachLocationMap
        beach={makeBeach({
          name: 'Bantham',
          postcode: 'TQ7 3AN',
          latitude: '50.279',
          longitude: '-3.886',
        })}
      />,
    );
    expect(screen.getByText('TQ7 3AN')).toBeInTheDocument();
    const directions = screen.getByRole('link', { name: /Directions/ });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=50.279%2C-3.886',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=50.279&mlon=-3.886#map=15/50.279/-3.886',
    );

    // No tile loads in jsdom: the fallback after 2 s, without the tile map being built.
    await runOutTileProbe(TILE_TIMEOUT_MS);
    expect(
      await screen.findByText('50.2790° N, 3.8860° W', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of Bantham' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Simplified map showing where Bantham is on the coast' }),
    ).toBeInTheDocument();
  });

  it('builds the tile map at the beach once a tile has loaded', async () => {
    stubImagesThatLoad();
    render(
      <BeachLocationMap
        beach={makeBeach({ name: 'Bantham', latitude: '50.279', longitude: '-3.886' })}
      />,
    );
    expect(
      await screen.findByRole('region', { name: 'Map of Bantham' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('without a position: no map, directions by name, no postcode line when unknown', () => {
    render(
      <BeachLocationMap beach={makeBeach({ name: 'Bantham', latitude: null, longitude: null })} />,
    );
    expect(screen.getByText('There is no map position for this beach yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Bantham%2C%20South%20Devon',
    );
    expect(screen.queryByText(/Postcode/)).not.toBeInTheDocument();
  });
});
