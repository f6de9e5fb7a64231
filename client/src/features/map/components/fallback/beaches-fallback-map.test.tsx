import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { plottableBeaches } from '../../lib/coordinates';
import { makeBeach } from '@shared/testing/make-beach';
import { BeachesFallbackMap } from './beaches-fallback-map';

const named = [
  makeBeach({
    id: 1,
    slug: 'widemouth-bay',
    name: 'Widemouth Bay',
    location: 'Cornwall',
    latitude: '50.7931',
    longitude: '-4.55762',
  }),
  makeBeach({
    id: 2,
    slug: 'bantham',
    name: 'Bantham',
    latitude: '50.279',
    longitude: '-3.886',
    averageRating: 4.56,
    totalReviews: 12,
  }),
  makeBeach({
    id: 3,
    slug: 'charmouth',
    name: 'Charmouth',
    location: 'Dorset',
    latitude: '50.733',
    longitude: '-2.89693',
    accessType: 'seasonal',
  }),
  makeBeach({
    id: 4,
    slug: 'blue-anchor',
    name: 'Blue Anchor',
    location: 'Somerset',
    latitude: '51.18242',
    longitude: '-3.4012',
    accessType: 'restricted',
  }),
];
const more = Array.from({ length: 11 }, (_, index) =>
  makeBeach({
    id: 100 + index,
    name: `Cove ${index + 1}`,
    latitude: '50.5',
    longitude: String(-3.5 + index / 100),
  }),
);

const renderFallback = (beaches = named) => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <BeachesFallbackMap beaches={plottableBeaches(beaches)} onRetry={() => {}} />,
      },
      { path: '/beach/:identifier', element: <h1>The beach page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('BeachesFallbackMap', () => {
  it('says why it is shown, draws one labelled dot per beach and a key in words', () => {
    renderFallback();
    expect(screen.getByRole('status')).toHaveTextContent('The map tiles could not load');
    const dots = within(
      screen.getByRole('group', { name: 'Simplified map of 4 beaches' }),
    ).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Widemouth Bay, Cornwall: Year round access',
      'Bantham, South Devon: Year round access',
      'Blue Anchor, Somerset: Some restrictions',
      'Charmouth, Dorset: Seasonal',
    ]);
    const key = screen.getByRole('list', { name: 'Map key' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Year round access', 'Seasonal', 'Some restrictions']);
  });

  it('lists the first 12 locations', () => {
    renderFallback([...named, ...more]);
    const list = screen.getByRole('region', { name: 'Beach locations' });
    expect(within(list).getAllByRole('button')).toHaveLength(12);
    expect(list).toHaveTextContent('The first 12 of 15 beaches on the map');
    expect(within(list).getByRole('button', { name: /^Widemouth Bay/ })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Cove 9/ })).not.toBeInTheDocument();
  });

  it('shows the selected beach with View Details and Directions', () => {
    renderFallback();
    const card = screen.getByRole('region', { name: 'Selected beach' });
    expect(card).toHaveTextContent('Select a beach on the map or in the list');

    fireEvent.click(
      screen.getByRole('button', { name: 'Bantham, South Devon: Year round access' }),
    );
    expect(within(card).getByRole('heading', { name: 'Bantham' })).toBeInTheDocument();
    expect(card).toHaveTextContent('4.6');
    expect(card).toHaveTextContent('(12 reviews)');
    expect(card).toHaveTextContent('Year round access');
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/beach/bantham',
    );
    const directions = within(card).getByRole('link', { name: /Directions/ });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=50.279%2C-3.886',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', expect.stringContaining('noopener'));

    fireEvent.click(
      within(screen.getByRole('region', { name: 'Beach locations' })).getByRole('button', {
        name: /^Charmouth/,
      }),
    );
    expect(within(card).getByRole('heading', { name: 'Charmouth' })).toBeInTheDocument();
    expect(card).toHaveTextContent('No reviews yet');
    expect(screen.getByRole('button', { name: 'Charmouth, Dorset: Seasonal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('navigates to the beach page from View Details', () => {
    const router = renderFallback();
    fireEvent.click(screen.getByRole('button', { name: /^Blue Anchor, Somerset/ }));
    fireEvent.click(screen.getByRole('link', { name: 'View Details' }));
    expect(router.state.location.pathname).toBe('/beach/blue-anchor');
    expect(screen.getByRole('heading', { name: 'The beach page' })).toBeInTheDocument();
  });

  it('toggles between Interactive View and Map View', () => {
    renderFallback();
    const interactive = screen.getByRole('button', { name: 'Interactive View' });
    const mapView = screen.getByRole('button', { name: 'Map View' });
    expect(interactive).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(mapView);
    expect(mapView).toHaveAttribute('aria-pressed', 'true');
    const frame = screen.getByTitle('OpenStreetMap of the beaches');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
    expect(screen.queryByRole('group', { name: /Simplified map/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Bantham/ }));
    expect(screen.getByTitle('OpenStreetMap of Bantham').getAttribute('src')).toContain(
      'marker=50.279,-3.886',
    );

    fireEvent.click(interactive);
    expect(screen.getByRole('group', { name: 'Simplified map of 4 beaches' })).toBeInTheDocument();
  });

  it('is one tab stop whose arrow keys walk the dots west to east', () => {
    renderFallback();
    const dots = within(screen.getByRole('group', { name: /Simplified map/ })).getAllByRole(
      'button',
    );
    expect(dots.map((dot) => dot.tabIndex)).toEqual([0, -1, -1, -1]);
    const first = dots[0]!;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: /^Bantham, South Devon/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    const charmouth = screen.getByRole('button', { name: 'Charmouth, Dorset: Seasonal' });
    expect(charmouth).toHaveFocus();
    expect(charmouth.tabIndex).toBe(0);
    fireEvent.click(charmouth); // Enter or Space on a button is a click
    expect(
      within(screen.getByRole('region', { name: 'Selected beach' })).getByRole('heading', {
        name: 'Charmouth',
      }),
    ).toBeInTheDocument();
    fireEvent.keyDown(charmouth, { key: 'ArrowRight' });
    expect(first).toHaveFocus();
  });
});
