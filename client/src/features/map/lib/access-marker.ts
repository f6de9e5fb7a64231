import { accessLabels } from '@shared/beaches';

/**
 * How a beach's dog access looks on the maps: a colour (year-round green, seasonal amber,
 * restricted red, anything else grey) and, because status is never colour alone, a shape, a glyph
 * and a word. The maps' markers, dots, legend and badges all read from here.
 */
export type AccessTone = 'year-round' | 'seasonal' | 'restricted' | 'limited';
export type MarkerShape = 'circle' | 'diamond' | 'triangle' | 'square';

export interface AccessMarkerStyle {
  tone: AccessTone;
  /** The access badge's text, as on the beach cards. */
  label: string;
  /** Fill of the marker; a white outline keeps it visible on any tile. */
  color: string;
  shape: MarkerShape;
  /** SVG path (24 x 24 box) of the white glyph drawn inside larger markers. */
  glyph: string;
  /** Tailwind classes of the matching text badge (design tokens). */
  badgeClass: string;
}

const styles: Record<AccessTone, AccessMarkerStyle> = {
  'year-round': {
    tone: 'year-round',
    label: accessLabels['year-round'],
    color: '#17703a',
    shape: 'circle',
    glyph: 'M7 12.5l3.2 3.2L17 9',
    badgeClass: 'bg-allowed-bg text-allowed',
  },
  seasonal: {
    tone: 'seasonal',
    label: accessLabels.seasonal,
    color: '#d97706',
    shape: 'diamond',
    glyph: 'M12 7.5V12l3 2',
    badgeClass: 'bg-seasonal-bg text-seasonal',
  },
  restricted: {
    tone: 'restricted',
    label: accessLabels.restricted,
    color: '#b42318',
    shape: 'triangle',
    glyph: 'M12 9.5v4.5M12 17.2v.1',
    badgeClass: 'bg-banned-bg text-banned',
  },
  limited: {
    tone: 'limited',
    label: accessLabels.limited,
    color: '#667085',
    shape: 'square',
    glyph: 'M8 12h8',
    badgeClass: 'bg-line text-ink',
  },
};

export const accessTones = Object.keys(styles) as AccessTone[];

export function accessMarkerStyle(accessType: string): AccessMarkerStyle {
  const tone = accessType.trim().toLowerCase();
  return tone === 'year-round' || tone === 'seasonal' || tone === 'restricted'
    ? styles[tone]
    : styles.limited;
}

export const styleOfTone = (tone: AccessTone) => styles[tone];

/** Outline of each shape in a 24 x 24 box; the triangle sits low so its glyph reads centred. */
export const shapePaths: Record<MarkerShape, string> = {
  circle: 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0Z',
  diamond: 'M12 1.5L22.5 12L12 22.5L1.5 12Z',
  triangle: 'M12 2.5L22.5 21H1.5Z',
  square: 'M3 3H21V21H3Z',
};

/** The marker as SVG markup, for Leaflet's divIcon (which takes HTML, not React). */
export function markerSvg(style: AccessMarkerStyle, size: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false">` +
    `<path d="${shapePaths[style.shape]}" fill="${style.color}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="${style.glyph}" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</svg>`
  );
}
