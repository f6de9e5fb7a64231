import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hero } from './hero';

afterEach(() => vi.unstubAllGlobals());

const prefersReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduced-motion'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

const videoOf = (container: HTMLElement) => container.querySelector('video');

describe('Hero', () => {
  it('shows the headline and the search box at once, over the drawn seascape', () => {
    prefersReducedMotion(false);
    const { container } = render(<Hero search="" onSearch={() => {}} videoUrl={undefined} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(
      screen.getByPlaceholderText('Search beaches by name or location...'),
    ).toBeInTheDocument();
    expect(videoOf(container)).toBeNull();
    expect(container.querySelector('.hero-wave')).not.toBeNull();
  });

  it('plays the configured video muted, looping and inline', () => {
    prefersReducedMotion(false);
    const { container } = render(
      <Hero search="" onSearch={() => {}} videoUrl="https://cdn.example/sea.mp4" />,
    );
    const video = videoOf(container)!;
    expect(video).toHaveAttribute('src', 'https://cdn.example/sea.mp4');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video.getAttribute('poster')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('keeps still for reduced motion', () => {
    prefersReducedMotion(true);
    const { container } = render(
      <Hero search="" onSearch={() => {}} videoUrl="https://cdn.example/sea.mp4" />,
    );
    expect(videoOf(container)).toBeNull();
  });
});
