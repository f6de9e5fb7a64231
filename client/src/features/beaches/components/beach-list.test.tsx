import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/provider';
import { BeachList, accessLabel } from './beach-list';

afterEach(() => vi.unstubAllGlobals());

const beach = {
  id: 1,
  slug: 'bantham',
  name: 'Bantham',
  location: 'South Devon',
  postcode: null,
  description: 'A wide sandy beach.',
  imageUrl: null,
  latitude: '50.27900000',
  longitude: '-3.88600000',
  accessType: 'year-round',
  accessInfo: null,
  seasonalRestrictions: null,
  restrictionPeriod: null,
  dogRule: null,
  dogStatus: {
    state: 'allowed',
    headline: 'Dogs allowed',
    nextChange: null,
    today: 'Dogs allowed today',
    allowedToday: true,
    checkedOn: null,
  },
  beachType: 'sandy',
  accessibilityLevel: null,
  beachCharacteristics: '[]',
  averageRating: 0,
  totalReviews: 0,
  googleRating: null,
  totalReviewsGoogle: null,
  hasParking: true,
  hasFacilities: false,
  hasFreshWater: false,
  hasBeachCafe: false,
  hasLifeguards: false,
  hasDogWalks: false,
  parkingInfo: null,
  safetyNotes: null,
  fullAddress: null,
  phone: null,
  website: null,
  placeId: null,
  aboutDescription: null,
  facebookUrl: null,
  instagramUrl: null,
  twitterUrl: null,
  youtubeUrl: null,
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt: '2026-11-22T00:00:00.000Z',
};

const renderList = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BeachList />
    </QueryClientProvider>,
  );

describe('BeachList', () => {
  it('shows 6 placeholders, then the beaches', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify([beach]))));
    renderList();
    expect(screen.getByLabelText('Loading beaches').children).toHaveLength(6);
    expect(await screen.findByRole('heading', { name: 'Bantham' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 dog-friendly beaches' })).toBeInTheDocument();
    expect(screen.getByText('Year round access')).toBeInTheDocument();
  });

  it('says when the beaches cannot be fetched, with a way to retry', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 500 })));
    renderList();
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Failed to fetch beaches',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  }, 20_000);
});

describe('accessLabel', () => {
  it.each([
    ['year-round', 'Year round access'],
    ['seasonal', 'Seasonal'],
    ['restricted', 'Some restrictions'],
    ['no-dogs', 'Limited doggy access'],
    ['', 'Limited doggy access'],
  ])('%s -> %s', (accessType, label) => {
    expect(accessLabel(accessType)).toBe(label);
  });
});
