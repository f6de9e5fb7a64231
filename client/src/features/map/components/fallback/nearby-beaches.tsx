import { accessMarkerStyle } from '../../lib/access-marker';
import type { PlottedBeach } from '../../lib/coordinates';
import { nearbyOnSchematic } from '../../lib/nearby';
import { AccessShape } from '../access-shape';

/** The beaches whose dots crowd the selected one, one tap away. */
export function NearbyBeaches({
  selected,
  beaches,
  onSelect,
}: {
  selected: PlottedBeach;
  beaches: PlottedBeach[];
  onSelect: (plotted: PlottedBeach) => void;
}) {
  const nearby = nearbyOnSchematic(selected, beaches);
  if (nearby.length === 0) return null;
  return (
    <div className="mt-3 border-t border-line pt-2">
      <p className="text-sm font-semibold text-ink">Also here on the map</p>
      <ul className="mt-1 flex flex-wrap gap-x-2">
        {nearby.map((plotted) => (
          <li key={plotted.beach.id}>
            <button
              type="button"
              onClick={() => onSelect(plotted)}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-sea-700 underline"
            >
              <AccessShape style={accessMarkerStyle(plotted.beach.accessType)} size={12} />
              {plotted.beach.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
