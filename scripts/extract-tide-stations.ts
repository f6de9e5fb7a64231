/**
 * Writes server/src/features/tides/stations.json: the few tide gauges the site predicts from,
 * taken from @neaps/tide-database (a devDependency). Importing the whole database costs about
 * 150 MB and most of a second, so the running server never does; it reads this small file.
 *
 *   node --import tsx scripts/extract-tide-stations.ts          # list the region, write the file
 *   node --import tsx scripts/extract-tide-stations.ts --check  # fail if the file is out of date
 *
 * Each gauge is named by where it is. The database often holds several copies of one gauge (BODC,
 * CMEMS, UHSLC, CCO); we take the CC BY copy over a CC BY-NC one, then the copy the database's
 * quality check accepted, then the higher quality score. Some copies carry another gauge's name
 * ("Scarborough" for West Bay), so the label on the card is our own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { allStations, type Station } from '@neaps/tide-database';
import {
  readStationAreas,
  stationsFile,
  stationsFileSchema,
  type StationsFile,
  type TideStation,
} from '../server/src/features/tides/station-data';

interface Gauge {
  id: string;
  label: string;
  locality: string;
  lat: number;
  lng: number;
}

/** The gauges we use, west to east. Positions are the gauges', from the database. */
const gauges: Gauge[] = [
  { id: 'newlyn', label: 'Newlyn', locality: 'Newlyn', lat: 50.103, lng: -5.5427 },
  { id: 'port-isaac', label: 'Port Isaac', locality: 'Port Isaac', lat: 50.5942, lng: -4.8344 },
  {
    id: 'devonport',
    label: 'Plymouth (Devonport)',
    locality: 'Plymouth',
    lat: 50.3684,
    lng: -4.1852,
  },
  { id: 'ilfracombe', label: 'Ilfracombe', locality: 'Ilfracombe', lat: 51.2111, lng: -4.1124 },
  { id: 'teignmouth', label: 'Teignmouth', locality: 'Teignmouth', lat: 50.5439, lng: -3.4921 },
  { id: 'exmouth', label: 'Exmouth', locality: 'Exmouth', lat: 50.6174, lng: -3.4236 },
  {
    id: 'hinkley-point',
    label: 'Hinkley Point',
    locality: 'Stogursey',
    lat: 51.2152,
    lng: -3.1345,
  },
  {
    id: 'west-bay',
    label: 'West Bay (Bridport)',
    locality: 'West Bay',
    lat: 50.7089,
    lng: -2.7641,
  },
  { id: 'weymouth', label: 'Weymouth', locality: 'Weymouth', lat: 50.6085, lng: -2.4479 },
];

/** The box listed for review: Land's End to Weymouth, the Channel to the Severn. */
const region = { south: 50.0, north: 51.6, west: -5.6, east: -2.3 };
const sameGaugeWithinKm = 1.5;
const packageName = '@neaps/tide-database';

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.hypot(x, y) * 6371;
}

const position = (station: Station) => ({ lat: station.latitude, lng: station.longitude });

/** CC BY before CC BY-NC, then accepted by the database's quality check, then its score. */
function preference(a: Station, b: Station): number {
  const rank = (station: Station) => [
    station.license.commercial_use ? 0 : 1,
    station.quality?.accepted === false ? 1 : 0,
    -(station.quality?.score ?? 0),
  ];
  const [ra, rb] = [rank(a), rank(b)];
  for (let i = 0; i < ra.length; i += 1) {
    const difference = (ra[i] ?? 0) - (rb[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.id.localeCompare(b.id);
}

const licenceNames: Record<string, string> = {
  'cc-by-4.0': 'CC BY 4.0',
  'cc-by-nc-4.0': 'CC BY-NC 4.0',
};

function datum(station: Station, name: string): number {
  const value = station.datums[name];
  if (value === undefined) throw new Error(`${station.id} has no ${name} datum`);
  return value;
}

function toTideStation(gauge: Gauge, station: Station): TideStation {
  const lat = datum(station, 'LAT');
  const aboveLat = (name: string) => round(datum(station, name) - lat, 3);
  return {
    id: gauge.id,
    label: gauge.label,
    locality: gauge.locality,
    databaseId: station.id,
    databaseName: station.name,
    lat: round(station.latitude, 5),
    lng: round(station.longitude, 5),
    licence: {
      type: station.license.type,
      name: licenceNames[station.license.type] ?? station.license.type,
      url: station.license.url,
      commercialUse: station.license.commercial_use,
    },
    attribution: station.attribution,
    sourceUrl: station.source.url,
    epoch: station.epoch ?? null,
    datums: {
      mslAboveLat: aboveLat('MSL'),
      mhwsAboveLat: aboveLat('MHWS'),
      mlwsAboveLat: aboveLat('MLWS'),
      hatAboveLat: aboveLat('HAT'),
      latAboveDataZero: round(lat, 3),
    },
    constituents: station.harmonic_constituents
      .filter((constituent) => constituent.amplitude > 0)
      .map(({ name, amplitude, phase }) => ({
        name,
        amplitude: round(amplitude, 5),
        phase: round(phase, 3),
      })),
  };
}

function copiesOf(gauge: Gauge): Station[] {
  return allStations
    .filter(
      (station) =>
        station.kind === 'tide' &&
        station.type === 'reference' &&
        distanceKm(gauge, position(station)) <= sameGaugeWithinKm,
    )
    .sort(preference);
}

function listRegion(chosen: Set<string>) {
  const inRegion = allStations
    .filter(
      (station) =>
        station.kind === 'tide' &&
        station.latitude >= region.south &&
        station.latitude <= region.north &&
        station.longitude >= region.west &&
        station.longitude <= region.east,
    )
    .sort((a, b) => a.longitude - b.longitude);
  console.log(`Tide stations in ${JSON.stringify(region)} (* = extracted):`);
  for (const station of inRegion) {
    const quality = station.quality?.accepted
      ? 'accepted'
      : `not accepted (${station.quality?.reason ?? '?'})`;
    console.log(
      `${chosen.has(station.id) ? '*' : ' '} ${station.id.padEnd(44)} ${station.name.padEnd(24)}` +
        ` ${(station.locality ?? '').padEnd(18)} ${station.license.type.padEnd(13)} ${quality}`,
    );
  }
}

function extract(): StationsFile {
  const picked = gauges.map((gauge) => {
    const [best, ...others] = copiesOf(gauge);
    if (!best)
      throw new Error(`No reference tide station within ${sameGaugeWithinKm} km of ${gauge.label}`);
    const skipped = others.map((other) => `${other.id} (${other.license.type})`).join(', ');
    console.log(
      `${gauge.label}: ${best.id} (${best.license.type})${skipped ? `; not ${skipped}` : ''}`,
    );
    return { gauge, station: best };
  });
  console.log('');
  listRegion(new Set(picked.map(({ station }) => station.id)));

  const version = (
    JSON.parse(readFileSync(path.join('node_modules', packageName, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  return stationsFileSchema.parse({
    source: `${packageName}@${version}`,
    generatedBy: 'scripts/extract-tide-stations.ts',
    stations: picked.map(({ gauge, station }) => toTideStation(gauge, station)),
  });
}

function checkAreasUseKnownStations(file: StationsFile) {
  const known = new Set(file.stations.map((station) => station.id));
  const areas = readStationAreas();
  const named = [
    ...areas.coasts.flatMap((coast) => coast.stations),
    ...areas.overrides.flatMap((override) => override.stations),
  ];
  const unknown = named.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new Error(`station-areas.json names unknown stations: ${unknown.join(', ')}`);
}

const file = extract();
checkAreasUseKnownStations(file);
// Formatted as `npm run lint` expects: objects that fit on a line (each constituent) stay on one.
const json = await format(JSON.stringify(file), {
  ...(await resolveConfig(stationsFile)),
  filepath: stationsFile,
});
if (process.argv.includes('--check')) {
  const current = readFileSync(stationsFile, 'utf8');
  if (current !== json) {
    console.error(`\n${stationsFile} is out of date: run this script without --check`);
    process.exit(1);
  }
  console.log(`\n${stationsFile} is up to date`);
} else {
  writeFileSync(stationsFile, json);
  console.log(
    `\nwrote ${file.stations.length} stations, ${Math.round(json.length / 1024)} KB, to ${stationsFile}`,
  );
}
