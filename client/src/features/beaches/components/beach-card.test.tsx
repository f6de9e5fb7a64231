import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Beach } from '@shared/beaches';
import { createQueryClient } from '@/app/provider';
import { makeDogRule, makePeriod } from '@shared/testing/dog-rule';
import { allAmenities, makeBeach } from '@shared/testing/make-beach';
import { BeachCard } from './beach-card';

const testBeach = (overrides: Partial<Beach> = {}): Beach =>
  makeBeach({
    id: 7,
    slug: 'bantham',
    name: 'Bantham',
    description: 'A wide sandy beach at the mouth of the Avon.',
    latitude: '50.279',
    longitude: '-3.886',
    beachCharacteristics: '["surf-beach","dunes"]',
    ...overrides,
  });

// The card's heart reads the signed-in user and their favourites through the query client.
const renderCard = (beach: Beach, dogDay?: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <BeachCard beach={beach} dogDay={dogDay} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('BeachCard', () => {
  it('speaks of the list’s chosen day instead of today', () => {
    const hours = makePeriod({ hours: { from: '10:00', to: '18:00' } });
    renderCard(testBeach({ dogRule: makeDogRule([hours]) }), '2026-07-18');
    expect(screen.getByText('Sat 18 Jul: dogs banned 10am–6pm')).toBeInTheDocument();
    expect(screen.queryByText('Dogs allowed today')).toBeNull();
  });

  it('shows the name, area, dog status of the day, type and feature badges', () => {
    renderCard(
      testBeach({
        dogStatus: {
          state: 'banned',
          headline: 'Dogs banned',
          nextChange: null,
          today: 'Dogs banned 10am-6pm until 30 Sep',
          allowedToday: true,
          checkedOn: null,
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Bantham' })).toBeInTheDocument();
    expect(screen.getByText('South Devon')).toBeInTheDocument();
    expect(screen.getByText('Dogs banned 10am-6pm until 30 Sep')).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'Beach type and features' }));
    expect(badges.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sandy',
      'Surf beach',
      'Dunes',
    ]);
  });

  it.each([
    ['year-round', 'Year round access'],
    ['seasonal', 'Seasonal'],
    ['restricted', 'Some restrictions'],
    ['no-dogs', 'Limited doggy access'],
  ])('shows the access badge of a %s beach: %s', (accessType, label) => {
    renderCard(testBeach({ accessType }));
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  const amenityCases: [string, Partial<Beach>, string[]][] = [
    ['no amenities', {}, []],
    [
      '3 amenities',
      { hasParking: true, hasBeachCafe: true, hasDogWalks: true },
      ['Parking', 'Beach Cafe', 'Dog Walks'],
    ],
    [
      '4 amenities',
      { hasParking: true, hasFacilities: true, hasFreshWater: true, hasLifeguards: true },
      ['Parking', 'Facilities (toilets)', 'Fresh Water', 'Lifeguards'],
    ],
    [
      '6 amenities',
      allAmenities(true),
      ['Parking', 'Facilities (toilets)', 'Fresh Water', 'Beach Cafe', '+2'],
    ],
  ];
  it.each(amenityCases)('shows at most 4 amenity icons then +N: %s', (_, amenities, shown) => {
    renderCard(testBeach(amenities));
    const list = screen.queryByRole('list', { name: 'Amenities' });
    if (shown.length === 0) {
      expect(list).toBeNull();
      return;
    }
    const items = within(list!).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('title') ?? '')).toEqual(
      shown.map((label) => (label === '+2' ? 'Lifeguards, Dog Walks' : label)),
    );
    if (shown.includes('+2')) {
      expect(items.at(-1)).toHaveTextContent('+2');
      expect(items.at(-1)).toHaveTextContent('and 2 more: Lifeguards, Dog Walks');
    }
  });

  it('shows the rating only when it is above 0', () => {
    const { unmount } = renderCard(testBeach({ averageRating: 0, totalReviews: 0 }));
    expect(screen.queryByText(/out of 5/)).toBeNull();
    unmount();
    renderCard(testBeach({ averageRating: 4.25, totalReviews: 12 }));
    expect(screen.getByText('Rated 4.3 out of 5,')).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
  });

  it('opens the beach by slug, or by id when it has no slug', () => {
    const { unmount } = renderCard(testBeach());
    expect(screen.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/beach/bantham',
    );
    unmount();
    renderCard(testBeach({ slug: '' }));
    expect(screen.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/beach/7');
  });

  it('clamps the description to 2 lines', () => {
    renderCard(testBeach());
    expect(screen.getByText(/A wide sandy beach/)).toHaveClass('line-clamp-2');
  });

  it('draws the beach when it has no photo, and falls back to the drawing when the photo fails', () => {
    const { container, unmount } = renderCard(testBeach());
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img[data-shore="sandy"]')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml,/),
    );
    unmount();

    const withPhoto = renderCard(testBeach({ imageUrl: '/uploads/bantham.jpg' }));
    const photo = withPhoto.container.querySelector('img')!;
    expect(photo).toHaveAttribute('src', '/uploads/bantham.jpg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    fireEvent.error(photo);
    expect(withPhoto.container.querySelector('img[src="/uploads/bantham.jpg"]')).toBeNull();
    expect(withPhoto.container.querySelector('img[data-shore="sandy"]')).not.toBeNull();
  });
});
