import { distanceMetres, type LatLng } from '@shared/geo';
import {
  readStationAreas,
  readStationsFile,
  type Box,
  type StationAreas,
  type TideStation,
} from './station-data';

export type Coast = 'north' | 'south';

export interface StationChoice {
  station: TideStation;
  coast: Coast;
  distanceKm: number;
  /** Why this gauge serves the place, for the tide card and for anyone checking the choice. */
  reason: string;
}

/** Latitude of the peninsula's spine at a longitude: straight between points, flat beyond the ends. */
export function divideLatitude(line: StationAreas['divide']['line'], lng: number): number {
  const [first] = line;
  const last = line[line.length - 1];
  if (!first || !last) throw new Error('the divide needs at least two points');
  if (lng <= first[0]) return first[1];
  if (lng >= last[0]) return last[1];
  for (let i = 1; i < line.length; i += 1) {
    const [westLng, westLat] = line[i - 1]!;
    const [eastLng, eastLat] = line[i]!;
    if (lng <= eastLng)
      return westLat + ((lng - westLng) / (eastLng - westLng)) * (eastLat - westLat);
  }
  return last[1];
}

const inBox = (point: LatLng, box: Box) =>
  point.lat >= box.south &&
  point.lat <= box.north &&
  point.lng >= box.west &&
  point.lng <= box.east;

const kilometres = (a: LatLng, b: LatLng) => Math.round(distanceMetres(a, b) / 100) / 10;

/** The gauges we predict from and the rule that picks one for a place, read once at start-up. */
export class TideStations {
  readonly all: readonly TideStation[];
  private readonly byId: Map<string, TideStation>;

  constructor(
    stations: readonly TideStation[],
    private readonly areas: StationAreas,
  ) {
    this.all = stations;
    this.byId = new Map(stations.map((station) => [station.id, station]));
    const named = [
      ...areas.coasts.flatMap((coast) => coast.stations),
      ...areas.overrides.flatMap((override) => override.stations),
    ];
    const unknown = named.filter((id) => !this.byId.has(id));
    if (unknown.length > 0)
      throw new Error(`Unknown tide stations in areas: ${unknown.join(', ')}`);
  }

  get(id: string): TideStation {
    const station = this.byId.get(id);
    if (!station) throw new Error(`Unknown tide station ${id}`);
    return station;
  }

  coastOf(point: LatLng): Coast {
    return point.lat >= divideLatitude(this.areas.divide.line, point.lng) ? 'north' : 'south';
  }

  stationsOn(coast: Coast): TideStation[] {
    const section = this.areas.coasts.find((candidate) => candidate.id === coast);
    return (section?.stations ?? []).map((id) => this.get(id));
  }

  /** The nearest gauge on the place's own coast, or of the stretch's own list where one applies. */
  stationFor(point: LatLng): StationChoice {
    const coast = this.coastOf(point);
    const override = this.areas.overrides.find((candidate) => inBox(point, candidate.box));
    const candidates = override
      ? override.stations.map((id) => this.get(id))
      : this.stationsOn(coast);
    const [nearest] = candidates
      .map((station) => ({ station, distanceKm: kilometres(point, station) }))
      .sort((a, b) => a.distanceKm - b.distanceKm);
    if (!nearest) throw new Error(`No tide stations for ${point.lat}, ${point.lng}`);
    const label = this.areas.coasts.find((section) => section.id === coast)?.label ?? coast;
    const reason =
      override?.reason ?? `The nearest of our tide gauges on the same coast (${label}).`;
    return { ...nearest, coast, reason };
  }
}

let loaded: TideStations | undefined;

/** The stations of stations.json and station-areas.json (a few tens of KB; never the whole database). */
export function tideStations(): TideStations {
  loaded ??= new TideStations(readStationsFile().stations, readStationAreas());
  return loaded;
}

export const stationFor = (point: LatLng): StationChoice => tideStations().stationFor(point);
