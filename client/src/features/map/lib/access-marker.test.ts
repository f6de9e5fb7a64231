import { describe, expect, it } from 'vitest';
import { accessMarkerStyle, accessTones, markerSvg, styleOfTone } from './access-marker';

describe('accessMarkerStyle', () => {
  it.each([
    ['year-round', 'Year round access', '#17703a', 'circle'],
    ['seasonal', 'Seasonal', '#d97706', 'diamond'],
    ['restricted', 'Some restrictions', '#b42318', 'triangle'],
    ['no-dogs', 'Limited doggy access', '#667085', 'square'],
    ['', 'Limited doggy access', '#667085', 'square'],
    ['Year-Round', 'Year round access', '#17703a', 'circle'],
  ])('%j: %s, %s, %s', (accessType, label, color, shape) => {
    expect(accessMarkerStyle(accessType)).toMatchObject({ label, color, shape });
  });

  it('gives every access level its own colour, shape and word (never colour alone)', () => {
    const styles = accessTones.map(styleOfTone);
    for (const key of ['color', 'shape', 'label', 'glyph'] as const) {
      expect(new Set(styles.map((style) => style[key])).size).toBe(accessTones.length);
    }
  });
});

describe('markerSvg', () => {
  it('draws the shape in the access colour with a white glyph', () => {
    const svg = markerSvg(accessMarkerStyle('seasonal'), 30);
    expect(svg).toContain('fill="#d97706"');
    expect(svg).toContain('width="30"');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toContain(`d="${accessMarkerStyle('seasonal').glyph}"`);
  });
});
