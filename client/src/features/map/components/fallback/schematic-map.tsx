import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { accessMarkerStyle } from '../../lib/access-marker';
import type { PlottedBeach } from '../../lib/coordinates';
import { framePercent, schematicSize } from '../../lib/schematic-projection';
import { AccessShape } from '../access-shape';
import { SchematicCoast } from './schematic-coast';

const nextIndex: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The schematic dot map: the drawn coast with one button per beach, coloured and shaped by access.
 * Keyboard: one tab stop; the arrow keys walk the dots west to east, Enter or Space selects one.
 */
export function SchematicMap({
  beaches,
  selectedId,
  onSelect,
  label,
}: {
  beaches: PlottedBeach[];
  selectedId: number | null;
  onSelect: (plotted: PlottedBeach) => void;
  label: string;
}) {
  const westToEast = useMemo(
    () =>
      [...beaches].sort(
        (a, b) => a.position.lng - b.position.lng || b.position.lat - a.position.lat,
      ),
    [beaches],
  );
  const selectedIndex = westToEast.findIndex(({ beach }) => beach.id === selectedId);
  const [focusIndex, setFocusIndex] = useState(0);
  const tabStop = selectedIndex >= 0 ? selectedIndex : Math.min(focusIndex, westToEast.length - 1);
  const dots = useRef<(HTMLButtonElement | null)[]>([]);
  const keysHint = useId();

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = nextIndex[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move(index, westToEast.length);
    setFocusIndex(target);
    dots.current[target]?.focus();
  };

  return (
    <div
      className="relative w-full overflow-hidden rounded-xl border border-line"
      style={{ aspectRatio: `${schematicSize.width} / ${schematicSize.height}` }}
    >
      <SchematicCoast />
      <div role="group" aria-label={label} aria-describedby={keysHint} className="absolute inset-0">
        {westToEast.map((plotted, index) => {
          const { beach, position } = plotted;
          const style = accessMarkerStyle(beach.accessType);
          const selected = beach.id === selectedId;
          const { left, top } = framePercent(position);
          return (
            <button
              key={beach.id}
              ref={(element) => {
                dots.current[index] = element;
              }}
              type="button"
              tabIndex={index === tabStop ? 0 : -1}
              aria-pressed={selected}
              aria-label={`${beach.name}, ${beach.location}: ${style.label}`}
              title={beach.name}
              onClick={() => {
                setFocusIndex(index);
                onSelect(plotted);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              style={{ left: `${left}%`, top: `${top}%` }}
              className={`absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full hover:z-20 focus-visible:z-30 ${
                selected ? 'z-10 bg-white/80 ring-2 ring-sea-700' : ''
              }`}
            >
              <AccessShape style={style} size={selected ? 20 : 14} className="drop-shadow-sm" />
            </button>
          );
        })}
      </div>
      <p id={keysHint} className="sr-only">
        Use the arrow keys to move between beaches, and Enter to show a beach&apos;s details.
      </p>
    </div>
  );
}
