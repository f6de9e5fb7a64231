import {
  devonBorders,
  lundyOutline,
  peninsulaOutline,
  schematicLabels,
} from '../../data/sw-coastline';
import { framePercent, pathOf, schematicSize } from '../../lib/schematic-projection';

const landPath = pathOf(peninsulaOutline, true);
const lundyPath = pathOf(lundyOutline, true);
const borderPaths = devonBorders.map((border) => pathOf(border, false));

const shift = { start: '', center: '-translate-x-1/2', end: '-translate-x-full' } as const;

/**
 * The drawn coast under the schematic's dots: land, Lundy, Devon's borders and place names.
 * Decorative (the dots and the list carry the information), so hidden from screen readers.
 */
export function SchematicCoast() {
  return (
    <>
      <svg
        viewBox={`0 0 ${schematicSize.width} ${schematicSize.height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 size-full"
      >
        <rect width={schematicSize.width} height={schematicSize.height} fill="#eef7fb" />
        <path d={landPath} fill="#f3ead8" stroke="#78b9da" strokeWidth={4} strokeLinejoin="round" />
        <path d={lundyPath} fill="#f3ead8" stroke="#78b9da" strokeWidth={3} />
        {borderPaths.map((d) => (
          <path
            key={d}
            d={d}
            fill="none"
            stroke="#98a2b3"
            strokeWidth={3}
            strokeDasharray="14 10"
            strokeLinecap="round"
          />
        ))}
      </svg>
      {schematicLabels.map(({ text, at, kind, align }) => {
        const { left, top } = framePercent({ lng: at[0], lat: at[1] });
        return (
          <span
            key={text}
            aria-hidden="true"
            style={{ left: `${left}%`, top: `${top}%` }}
            className={`pointer-events-none absolute -translate-y-1/2 text-[11px] whitespace-nowrap select-none @md:text-xs ${shift[align]} ${
              kind === 'sea'
                ? 'text-sea-700 italic'
                : 'font-semibold tracking-wider text-ink-muted uppercase'
            }`}
          >
            {text}
          </span>
        );
      })}
    </>
  );
}
