import { MapPin } from 'lucide-react';
import { suggestPlace } from '@shared/places';

/**
 * "Did you mean Exeter?" under a search for a town the table does not know by that spelling
 * ("Exter"): one tap searches from the town instead.
 */
export function PlaceSuggestion({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (text: string) => void;
}) {
  const place = search.trim() ? suggestPlace(search) : null;
  if (!place) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-ink">
      <MapPin aria-hidden="true" className="size-4 text-sea-600" />
      Did you mean
      <button
        type="button"
        onClick={() => onSearch(place.name)}
        className="inline-flex min-h-11 items-center rounded-md px-1 font-semibold text-sea-700 underline underline-offset-2 hover:text-sea-900"
      >
        {place.name}
      </button>
      ?
    </p>
  );
}
