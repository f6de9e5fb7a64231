import { describe, expect, it } from 'vitest';
import { beachPath, directionsUrl, openInMapsUrl, osmEmbedUrl, paddedBounds } from './map-links';

describe('map links', () => {
  it('opens the beach by slug, or by id without one', () => {
    expect(beachPath({ id: 7, slug: 'bantham' })).toBe('/beach/bantham');
    expect(beachPath({ id: 7, slug: '' })).toBe('/beach/7');
  });

  it('gives directions by coordinates, else by name and location', () => {
    const beach = { name: 'Bantham', location: 'South Devon' };
    expect(directionsUrl(beach, { lat: 50.279, lng: -3.886 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=50.279%2C-3.886',
    );
    expect(directionsUrl(beach, null)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Bantham%2C%20South%20Devon',
    );
  });

  it('opens OpenStreetMap at zoom 15 on the beach', () => {
    expect(openInMapsUrl({ lat: 50.279, lng: -3.886 })).toBe(
      'https://www.openstreetmap.org/?mlat=50.279&mlon=-3.886#map=15/50.279/-3.886',
    );
  });

  it('embeds the OpenStreetMap view of an area, with a pin when asked', () => {
    const url = new URL(
      osmEmbedUrl(
        { south: 50.2, west: -4.6, north: 51.2, east: -2.7 },
        { lat: 50.279, lng: -3.886 },
      ),
    );
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('-4.6,50.2,-2.7,51.2');
    expect(url.searchParams.get('marker')).toBe('50.279,-3.886');
  });

  it('widens a single point into a small area', () => {
    const box = paddedBounds({ south: 50.3, west: -3.9, north: 50.3, east: -3.9 }, 0.04);
    expect(box.north - box.south).toBeCloseTo(0.06);
    expect(box.east - box.west).toBeCloseTo(0.06);
  });
});
