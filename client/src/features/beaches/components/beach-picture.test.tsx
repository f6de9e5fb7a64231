import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Beach, BeachCommunityPhoto } from '@shared/beaches';
import { makeBeach } from '@shared/testing/make-beach';
import { createQueryClient } from '@/app/provider';
import { BeachCard } from './beach-card';
import { BeachBanner } from './detail/beach-banner';

export const estuaryPhoto: BeachCommunityPhoto = {
  url: '/uploads/community/3f1c-1200.webp',
  srcSet:
    '/uploads/community/3f1c-480.webp 480w, /uploads/community/3f1c-960.webp 960w, /uploads/community/3f1c-1200.webp 1200w',
  width: 1200,
  height: 800,
  caption: 'Evening at the estuary',
  contributor: 'Sam T.',
};

const beachWith = (overrides: Partial<Beach> = {}) =>
  makeBeach({ id: 7, slug: 'bantham', name: 'Bantham', ...overrides });

// The card's heart reads the signed-in user and their favourites through the query client.
const renderIn = (element: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );

const picture = (container: HTMLElement) => container.querySelector('img')!;
const credit = 'Evening at the estuary — photo by Sam T.';
const invitation = () => screen.queryByRole('link', { name: 'Add the first photo of Bantham' });

describe('a beach card’s picture', () => {
  it('shows the community photo from its stored sizes, lazily, with its caption and contributor', () => {
    const { container } = renderIn(
      <BeachCard beach={beachWith({ communityPhoto: estuaryPhoto })} />,
    );
    const image = picture(container);
    expect(image).toHaveAttribute('src', estuaryPhoto.url);
    expect(image).toHaveAttribute('srcset', estuaryPhoto.srcSet);
    expect(image).toHaveAttribute('sizes', '(min-width: 640px) 400px, 100vw');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByTitle(credit)).toHaveTextContent(credit);
    expect(invitation()).toBeNull();
  });

  it('credits a photo without a caption to its contributor alone', () => {
    renderIn(
      <BeachCard beach={beachWith({ communityPhoto: { ...estuaryPhoto, caption: null } })} />,
    );
    expect(screen.getByTitle('Photo by Sam T.')).toHaveTextContent(/^Photo by Sam T\.$/);
  });

  it('asks for the first photo over the drawing when the beach has none', () => {
    const { container } = renderIn(<BeachCard beach={beachWith()} />);
    expect(picture(container)).toHaveAttribute('data-shore', 'sandy');
    expect(invitation()).toHaveAttribute('href', '/community/upload?beachId=7&beachName=Bantham');
    expect(screen.queryByText(/photo by/i)).toBeNull();
  });

  it('shows the administrator’s photo without a credit or a request', () => {
    const { container } = renderIn(
      <BeachCard beach={beachWith({ imageUrl: '/uploads/beaches/bantham-900.webp' })} />,
    );
    expect(picture(container)).toHaveAttribute('src', '/uploads/beaches/bantham-900.webp');
    expect(screen.queryByText(/photo by/i)).toBeNull();
    expect(invitation()).toBeNull();
  });

  it('falls back to the drawing, without the credit, when the photo fails to load', () => {
    const { container } = renderIn(
      <BeachCard beach={beachWith({ communityPhoto: estuaryPhoto })} />,
    );
    fireEvent.error(picture(container));
    expect(picture(container)).toHaveAttribute('data-shore', 'sandy');
    expect(screen.queryByTitle(credit)).toBeNull();
    // A photo exists: the first one is not asked for.
    expect(invitation()).toBeNull();
  });

  it('keeps the name of a beach with characters of its own in the upload link', () => {
    renderIn(<BeachCard beach={beachWith({ id: 12, name: 'Westward Ho! & Northam' })} />);
    expect(
      screen.getByRole('link', { name: 'Add the first photo of Westward Ho! & Northam' }),
    ).toHaveAttribute('href', '/community/upload?beachId=12&beachName=Westward+Ho%21+%26+Northam');
  });
});

describe('the beach page’s banner', () => {
  it('shows the community photo eagerly with its credit', () => {
    renderIn(<BeachBanner beach={beachWith({ communityPhoto: estuaryPhoto })} />);
    const image = screen.getByRole('img', { name: 'View of Bantham' });
    expect(image).toHaveAttribute('src', estuaryPhoto.url);
    expect(image).toHaveAttribute('srcset', estuaryPhoto.srcSet);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '1200');
    expect(screen.getByTitle(credit)).toHaveTextContent(credit);
    expect(screen.getByRole('heading', { level: 1, name: 'Bantham' })).toBeInTheDocument();
    expect(invitation()).toBeNull();
  });

  it('asks for the first photo over the illustration when the beach has none', () => {
    renderIn(<BeachBanner beach={beachWith()} />);
    expect(
      screen.getByRole('img', { name: 'Illustration of Bantham, a sandy beach' }),
    ).toBeInTheDocument();
    expect(invitation()).toHaveAttribute('href', '/community/upload?beachId=7&beachName=Bantham');
  });

  it('shows the administrator’s photo alone', () => {
    renderIn(<BeachBanner beach={beachWith({ imageUrl: '/uploads/beaches/bantham-900.webp' })} />);
    expect(screen.getByRole('img', { name: 'View of Bantham' })).toHaveAttribute(
      'src',
      '/uploads/beaches/bantham-900.webp',
    );
    expect(screen.queryByText(/photo by/i)).toBeNull();
    expect(invitation()).toBeNull();
  });
});
