import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BeachIllustration, BeachImage, hasPhoto } from './beach-illustration';
import { beachScene } from '@shared/beach-illustration-scene';

const markup = (id: number, beachType: string | null) =>
  render(<BeachIllustration beach={{ id, beachType, name: 'Test' }} />).container.innerHTML;

/** The SVG document an illustration shows. */
const drawing = (image: Element | null) =>
  decodeURIComponent(image?.getAttribute('src')?.replace(/^data:image\/svg\+xml,/, '') ?? '');

describe('BeachIllustration', () => {
  it('draws the shore of the beach type', () => {
    expect(beachScene(1, 'sandy').shore).toBe('sandy');
    expect(beachScene(1, 'rocky').rocks.length).toBeGreaterThanOrEqual(4);
    expect(beachScene(1, 'pebble').pebbles.length).toBeGreaterThan(20);
    const mixed = beachScene(1, 'mixed');
    expect(mixed.rocks.length).toBeGreaterThanOrEqual(2);
    expect(mixed.pebbles).toHaveLength(0);
    expect(beachScene(1, null).shore).toBe('sandy');
    expect(beachScene(1, 'sandy').rocks).toHaveLength(0);
  });

  it('is the same for the same beach and varies from one beach to the next', () => {
    expect(markup(3, 'sandy')).toBe(markup(3, 'sandy'));
    expect(markup(3, 'sandy')).not.toBe(markup(4, 'sandy'));
    expect(markup(3, 'sandy')).not.toBe(markup(3, 'rocky'));
    const skies = new Set(Array.from({ length: 30 }, (_, id) => beachScene(id, 'sandy').sky.top));
    expect(skies.size).toBeGreaterThan(2);
    const suns = new Set(Array.from({ length: 30 }, (_, id) => beachScene(id, 'sandy').sun.x));
    expect(suns.size).toBe(30);
  });

  it('is hidden from screen readers beside the name, and an image with a label otherwise', () => {
    const hidden = render(
      <BeachIllustration beach={{ id: 1, beachType: 'pebble', name: 'Beer' }} />,
    );
    expect(hidden.container.querySelector('img')).toHaveAttribute('alt', '');
    expect(hidden.queryByRole('img')).toBeNull();
    const labelled = render(
      <BeachIllustration beach={{ id: 1, beachType: 'pebble', name: 'Beer' }} labelled />,
    );
    expect(labelled.getByRole('img')).toHaveAccessibleName('Illustration of Beer, a pebble beach');
  });

  it('is one image: an SVG document of the scene, its shapes merged by paint', () => {
    const { container } = render(
      <BeachIllustration beach={{ id: 7, beachType: 'pebble', name: 'Beer' }} />,
    );
    const image = container.querySelector('img');
    expect(container.querySelectorAll('*')).toHaveLength(1);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '250');
    const svg = new DOMParser().parseFromString(drawing(image), 'image/svg+xml');
    expect(svg.querySelector('parsererror')).toBeNull();
    expect(svg.documentElement.getAttribute('viewBox')).toBe('0 0 400 250');
    // Seventy pebbles in at most six colours: one path per colour, each with its pebbles.
    const scene = beachScene(7, 'pebble');
    const colours = new Set(scene.pebbles.map((pebble) => pebble.fill));
    const pebblePaths = [...svg.querySelectorAll('path')].filter((path) =>
      colours.has(path.getAttribute('fill') ?? ''),
    );
    expect(pebblePaths).toHaveLength(colours.size);
    const subpaths = pebblePaths.map((path) => path.getAttribute('d')!.split('M').length - 1);
    expect(subpaths.reduce((sum, count) => sum + count, 0)).toBe(scene.pebbles.length);
    expect(svg.querySelectorAll('ellipse, circle').length).toBeLessThanOrEqual(2);
  });
});

describe('BeachImage', () => {
  const beach = { id: 2, beachType: 'rocky', name: 'Hope Cove' };

  it('treats missing and placeholder paths as no photo', () => {
    expect(hasPhoto(null)).toBe(false);
    expect(hasPhoto('')).toBe(false);
    expect(hasPhoto('/placeholder-beach.jpg')).toBe(false);
    expect(hasPhoto('/uploads/hope-cove.jpg')).toBe(true);
  });

  it('shows the photo lazily with a size, and the drawing when it fails to load', () => {
    const { container } = render(
      <BeachImage beach={{ ...beach, imageUrl: '/uploads/hope-cove.jpg' }} />,
    );
    const photo = container.querySelector('img')!;
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('height', '500');
    fireEvent.error(photo);
    expect(container.querySelector('img[src="/uploads/hope-cove.jpg"]')).toBeNull();
    expect(container.querySelector('img[data-shore="rocky"]')).not.toBeNull();
  });
});
