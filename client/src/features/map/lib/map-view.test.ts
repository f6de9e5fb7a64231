import { describe, expect, it } from 'vitest';
import { chooseInitialView, DEFAULT_CENTER, DEFAULT_ZOOM } from './map-view';

describe('chooseInitialView', () => {
  it('opens on the whole region, 50.72 N 3.53 W zoom 8, with nothing to show', () => {
    expect(chooseInitialView([])).toEqual({ kind: 'default', center: DEFAULT_CENTER, zoom: 8 });
    expect(DEFAULT_CENTER).toEqual({ lat: 50.72, lng: -3.53 });
    expect(DEFAULT_ZOOM).toBe(8);
  });

  it('keeps the default for beaches spread over the region', () => {
    const view = chooseInitialView([
      { lat: 51.2, lng: -4.2 },
      { lat: 50.3, lng: -3.6 },
      { lat: 50.7, lng: -2.9 },
    ]);
    expect(view.kind).toBe('default');
  });

  it('frames the region when the default view would cut some beaches off (a small map)', () => {
    const positions = [
      { lat: 51.2, lng: -4.2 },
      { lat: 50.3, lng: -3.6 },
    ];
    const smallPhoneView = { south: 50.3, west: -4.5, north: 51.1, east: -2.5 };
    expect(chooseInitialView(positions, smallPhoneView)).toEqual({
      kind: 'fit',
      bounds: { south: 50.3, west: -4.2, north: 51.2, east: -3.6 },
    });
    const desktopView = { south: 49.9, west: -5.5, north: 51.5, east: -1.5 };
    expect(chooseInitialView(positions, desktopView).kind).toBe('default');
  });

  it('frames a filtered handful of nearby beaches', () => {
    const positions = [
      { lat: 50.46, lng: -3.54 },
      { lat: 50.41, lng: -3.56 },
    ];
    expect(chooseInitialView(positions)).toEqual({
      kind: 'fit',
      bounds: { south: 50.41, west: -3.56, north: 50.46, east: -3.54 },
    });
  });

  it('centres on a single beach', () => {
    expect(chooseInitialView([{ lat: 50.46, lng: -3.54 }])).toEqual({
      kind: 'point',
      center: { lat: 50.46, lng: -3.54 },
      zoom: 13,
    });
  });
});
