import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeBeach } from '@/testing/make-beach';
import { BeachesMap } from './beaches-map';

// jsdom never loads an image, so no tile ever arrives: the 2 s rule must bring the fallback.
describe('BeachesMap', () => {
  it('shows a map-shaped skeleton, the tile map, then the fallback when no tile loads in 2 s', async () => {
    render(
      <MemoryRouter>
        <BeachesMap
          beaches={[
            makeBeach({ name: 'Bantham' }),
            makeBeach({ name: 'Nowhere', latitude: null, longitude: null }),
            makeBeach({
              name: 'Minehead Beach',
              location: 'Somerset',
              latitude: '51.20758',
              longitude: '-3.46706',
            }),
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Loading map' })).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'region',
        { name: 'Interactive map of 2 beaches' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/The map tiles could not load/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Interactive map/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Simplified map of 2 beaches' })).toBeInTheDocument();
  }, 15_000);

  it('says so when no beach has a position', () => {
    render(<BeachesMap beaches={[makeBeach({ latitude: null, longitude: null })]} />);
    expect(screen.getByText('No beaches to show on the map')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading map' })).not.toBeInTheDocument();
  });
});
