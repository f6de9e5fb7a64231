import { distance } from 'fastest-levenshtein';
import { postcodeDistricts, towns } from './data/places';
import type { LatLng } from './geo';

export interface Place extends LatLng {
  /** What the page calls it: "EX39", "Bideford". */
  name: string;
  kind: 'postcode' | 'town';
  /** For a district, the town or area it covers ("Bideford"). */
  area: string | null;
}

export interface PlaceMatch {
  place: Place;
  /**
   * `exact` for a district or a whole town name; `partial` for the unambiguous start of a town's
   * name ("ilfrac"), which a page should use only when the text finds no beach by itself.
   */
  how: 'exact' | 'partial';
}

const districtPlaces = new Map<string, Place>(
  postcodeDistricts.map(([name, lat, lng, area]) => [
    name,
    { name, lat, lng, kind: 'postcode', area },
  ]),
);

/** "Westward Ho!" and "westward ho" alike: lower case, letters and digits, single spaces. */
export const normalisePlaceName = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’!.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const townPlaces: Place[] = towns.map(([name, lat, lng]) => ({
  name,
  lat,
  lng,
  kind: 'town',
  area: null,
}));

const townsByName = new Map<string, Place>();
towns.forEach(([name, , , aliases = []], index) => {
  for (const key of [name, ...aliases])
    townsByName.set(normalisePlaceName(key), townPlaces[index]!);
});

/** Outward code, then optionally the inward code or its start (a sector): "EX39", "EX39 1", "EX39 1AB". */
const spacedPostcode = /^([A-Z]{1,2}\d[A-Z\d]?)(?: \d(?:[A-Z]{1,2})?)?$/;
/** A whole postcode typed without its space: "EX391AB". */
const unspacedPostcode = /^([A-Z]{1,2}\d[A-Z\d]?)\d[A-Z]{2}$/;

/** The postcode district a text names ("ex39", "EX39 1AB", "ex391ab" → "EX39"), known or not. */
export function postcodeDistrictOf(text: string): string | null {
  const compact = text.trim().toUpperCase().replace(/\s+/g, ' ');
  const match = spacedPostcode.exec(compact) ?? unspacedPostcode.exec(compact);
  return match ? match[1]! : null;
}

/** Shorter starts ("exe", "sea") are too often the start of a beach's name or another word. */
const minimumPartialLength = 4;

/**
 * The place a search text names: a Devon or border postcode district (from a district or a whole
 * postcode), a town by its name or another name for it, or the start of exactly one town's name.
 * Unknown districts and ambiguous starts ("west": West Bay or Westward Ho!) are not places.
 */
export function findPlace(text: string): PlaceMatch | null {
  const district = postcodeDistrictOf(text);
  if (district) {
    const place = districtPlaces.get(district);
    return place ? { place, how: 'exact' } : null;
  }
  const key = normalisePlaceName(text);
  if (!key) return null;
  const town = townsByName.get(key);
  if (town) return { place: town, how: 'exact' };
  if (key.length < minimumPartialLength) return null;
  const starting = new Set<Place>();
  for (const [name, place] of townsByName) if (name.startsWith(key)) starting.add(place);
  if (starting.size !== 1) return null;
  const [only] = starting;
  return { place: only!, how: 'partial' };
}

/**
 * The town a mistyped name most likely means ("Exter" → Exeter, "Bidford" → Bideford): the one
 * fewest letter edits away, at most one edit per four letters (so "Paris" suggests nothing),
 * and only when no other town is as close. Null for a name the table knows, or nothing near.
 */
export function suggestPlace(text: string): Place | null {
  const key = normalisePlaceName(text);
  if (key.length < minimumPartialLength || findPlace(text)) return null;
  const allowed = Math.max(1, Math.floor(key.length / 4));
  let best: { place: Place; edits: number } | null = null;
  let tied = false;
  for (const [name, place] of townsByName) {
    const edits = distance(key, name);
    if (edits > allowed) continue;
    if (!best || edits < best.edits) {
      best = { place, edits };
      tied = false;
    } else if (edits === best.edits && place !== best.place) {
      tied = true;
    }
  }
  return best && !tied ? best.place : null;
}

/** Every place of the table, for checks. */
export const allPlaces = (): Place[] => [...districtPlaces.values(), ...townPlaces];
