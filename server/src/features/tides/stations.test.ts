import { describe, expect, it } from 'vitest';
import { distanceMetres } from '@shared/geo';
import { readCatalogue } from '../../db/seed/catalogue';
import { divideLatitude, stationFor, tideStations } from './stations';
import { readStationAreas, readStationsFile } from './station-data';

/** Written out here, not read from station-areas.json, so the test checks the data file. */
const northCoastGauges = ['port-isaac', 'ilfracombe', 'hinkley-point'];
const southCoastGauges = ['newlyn', 'devonport', 'teignmouth', 'exmouth', 'west-bay', 'weymouth'];

const northCoastAreas = new Set(['North Devon', 'Somerset']);
const southCoastAreas = new Set(['South Devon', 'Torbay', 'East Devon', 'Plymouth', 'Dorset']);
/** Cornwall's beaches in the catalogue are on the north coast (Trebarwith to Bude) or the south (Fowey to Rame). */
const cornwallNorthOf = 50.6;

describe('the extracted stations', () => {
  const file = readStationsFile();

  it('holds only what the predictor and the tide card need, a few KB a station', () => {
    const bytes = Buffer.byteLength(JSON.stringify(file));
    expect(bytes / file.stations.length).toBeLessThan(8 * 1024);
    expect(new Set(file.stations.map((station) => station.id)).size).toBe(file.stations.length);
  });

  it('credits every station and prefers CC BY copies', () => {
    for (const station of file.stations) {
      expect(station.attribution).toContain('TICON-4');
      expect(station.attribution).toContain(station.licence.name);
      expect(station.licence.commercialUse).toBe(true);
      expect(station.constituents.length).toBeGreaterThanOrEqual(30);
      expect(station.datums.mslAboveLat).toBeGreaterThan(0);
    }
  });
});

describe('stationFor', () => {
  const stations = tideStations();
  const areas = readStationAreas();
  const catalogue = readCatalogue();

  it('puts each coast’s gauges on its own side of the divide', () => {
    expect(stations.stationsOn('north').map((s) => s.id)).toEqual(northCoastGauges);
    expect(stations.stationsOn('south').map((s) => s.id)).toEqual(southCoastGauges);
    for (const id of northCoastGauges) expect(stations.coastOf(stations.get(id))).toBe('north');
    for (const id of southCoastGauges) expect(stations.coastOf(stations.get(id))).toBe('south');
  });

  it('gives every beach in the catalogue a gauge on its own coast, within 45 km', () => {
    expect(catalogue.length).toBeGreaterThan(100);
    for (const beach of catalogue) {
      const place = { lat: beach.latitude, lng: beach.longitude };
      const { station, distanceKm, reason } = stationFor(place);
      const north =
        northCoastAreas.has(beach.location) ||
        (beach.location === 'Cornwall' && beach.latitude > cornwallNorthOf);
      const expected = north ? northCoastGauges : southCoastGauges;
      expect(southCoastAreas.has(beach.location) || north || beach.location === 'Cornwall').toBe(
        true,
      );
      expect({ beach: beach.slug, station: station.id, ok: expected.includes(station.id) }).toEqual(
        { beach: beach.slug, station: station.id, ok: true },
      );
      expect(distanceKm).toBeLessThan(45);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('takes the nearest gauge on the same coast, even when one across the land is nearer', () => {
    const stIves = { lat: 50.2107, lng: -5.4803 };
    const newlyn = stations.get('newlyn');
    const choice = stationFor(stIves);
    expect(choice.coast).toBe('north');
    expect(choice.station.id).toBe('port-isaac');
    expect(distanceMetres(stIves, newlyn) / 1000).toBeLessThan(choice.distanceKm);
  });

  it('gives the reason for a stretch that does not take its nearest gauge', () => {
    const sidmouth = { lat: 50.6762, lng: -3.243 };
    const choice = stationFor(sidmouth);
    const [override] = areas.overrides;
    expect(choice.station.id).toBe('teignmouth');
    expect(choice.reason).toBe(override?.reason);
    const exmouth = stations.get('exmouth');
    expect(distanceMetres(sidmouth, exmouth) / 1000).toBeLessThan(choice.distanceKm);
    // The Exe's own beaches keep the Exmouth gauge.
    expect(stationFor({ lat: 50.6111, lng: -3.4017 }).station.id).toBe('exmouth');
  });

  it('draws the divide straight between its points and flat beyond them', () => {
    const line: [number, number][] = [
      [-5, 50],
      [-4, 51],
    ];
    expect(divideLatitude(line, -6)).toBe(50);
    expect(divideLatitude(line, -4.5)).toBeCloseTo(50.5);
    expect(divideLatitude(line, -3)).toBe(51);
  });
});
