import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BeachIllustration, BeachImage, hasPhoto } from './beach-illustration';
import { beachScene } from '@shared/beach-illustration-scene';

const markup = (id: number, beachType: string | null) =>
  render(<BeachIllustration beach={{ id, beachType, name: 'Test' }} />).container.innerHTML.replace(
    /(sky|sea|sand|sun)-[^")]+/g,
    '$1',
  );

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
    expect(hidden.container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const labelled = render(
      <BeachIllustration beach={{ id: 1, beachType: 'pebble', name: 'Beer' }} labelled />,
    );
    expect(labelled.getByRole('img')).toHaveAccessibleName('Illustration of Beer, a pebble beach');
  });

  it('keeps gradient ids unique when several are on one page', () => {
    const { container } = render(
      <>
        <BeachIllustration beach={{ id: 1, beachType: 'sandy', name: 'A' }} />
        <BeachIllustration beach={{ id: 1, beachType: 'sandy', name: 'A' }} />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
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
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg[data-shore="rocky"]')).not.toBeNull();
  });
});
