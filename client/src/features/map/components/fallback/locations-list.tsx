import { useId } from 'react';
import { accessMarkerStyle } from '../../lib/access-marker';
import type { PlottedBeach } from '../../lib/coordinates';
import { AccessShape } from '../access-shape';

/** The fallback map lists its first 12 locations: enough to pick from without a long scroll. */
export const FALLBACK_LIST_LIMIT = 12;

export const firstLocations = (beaches: readonly PlottedBeach[]) =>
  beaches.slice(0, FALLBACK_LIST_LIMIT);

export function LocationsList({
  beaches,
  selectedId,
  onSelect,
}: {
  beaches: PlottedBeach[];
  selectedId: number | null;
  onSelect: (plotted: PlottedBeach) => void;
}) {
  const shown = firstLocations(beaches);
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading} className="text-base font-bold text-ink">
        Beach locations
      </h3>
      {beaches.length > shown.length && (
        <p className="text-sm text-ink-muted">
          The first {shown.length} of {beaches.length} beaches on the map
        </p>
      )}
      <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
        {shown.map((plotted) => {
          const { beach } = plotted;
          const style = accessMarkerStyle(beach.accessType);
          const selected = beach.id === selectedId;
          return (
            <li key={beach.id}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(plotted)}
                className={`flex min-h-11 w-full items-center gap-2 px-3 py-1.5 text-left hover:bg-sea-50 ${
                  selected ? 'bg-sea-50' : ''
                }`}
              >
                <AccessShape style={style} size={16} className="shrink-0" />
                <span className="min-w-0 flex-1 truncate font-medium text-ink">{beach.name}</span>
                <span className="shrink-0 text-sm text-ink-muted">{beach.location}</span>
                <span className="sr-only">: {style.label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
