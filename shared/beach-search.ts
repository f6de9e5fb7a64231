import { compareEnglish } from './english-order';

/**
 * The upload page's beach search: a beach matches when its name or location, or any word in them,
 * starts with the query (ignoring case and accents). Names that start with the query come first,
 * then the rest, each group alphabetically; at most 10.
 */
export const maxBeachSuggestions = 10;

interface Searchable {
  name: string;
  location: string;
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const words = (text: string) =>
  fold(text)
    .split(/[\s\-'’(),/]+/)
    .filter(Boolean);

function matches(beach: Searchable, query: string): boolean {
  const name = fold(beach.name);
  const location = fold(beach.location);
  if (name.startsWith(query) || location.startsWith(query)) return true;
  return [...words(beach.name), ...words(beach.location)].some((word) => word.startsWith(query));
}

export function searchBeaches<T extends Searchable>(
  beaches: readonly T[],
  rawQuery: string,
  limit = maxBeachSuggestions,
): T[] {
  const query = fold(rawQuery);
  if (!query) return [];
  const byName = (a: T, b: T) => compareEnglish(a.name, b.name);
  const found = beaches.filter((beach) => matches(beach, query));
  const nameFirst = found.filter((beach) => fold(beach.name).startsWith(query)).sort(byName);
  const rest = found.filter((beach) => !fold(beach.name).startsWith(query)).sort(byName);
  return [...nameFirst, ...rest].slice(0, limit);
}
