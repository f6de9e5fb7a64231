import type { BeachType } from '@shared/beaches';
import { beachTypeLabels, beachTypeOptions } from '../../lib/filter-options';
import { BeachIllustration } from '../beach-illustration';

interface TypeTilesProps {
  selected: BeachType | null;
  /** Beaches of each type in the whole catalogue; undefined while loading. */
  counts: Record<string, number> | undefined;
  onSelect: (type: BeachType | null) => void;
}

const countText = (count: number) => `${count} ${count === 1 ? 'beach' : 'beaches'}`;

/** Four tiles that pick a beach type; the active tile, tapped again, shows every type. */
export function TypeTiles({ selected, counts, onSelect }: TypeTilesProps) {
  return (
    <section aria-labelledby="type-tiles-title">
      <h2 id="type-tiles-title" className="text-xl font-bold text-ink">
        Browse by beach type
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {beachTypeOptions.map((type, index) => {
          const active = selected === type;
          return (
            <button
              key={type}
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(active ? null : type)}
              className="group overflow-hidden rounded-2xl border-2 border-line bg-white text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md aria-pressed:border-sea-600 aria-pressed:ring-2 aria-pressed:ring-sea-200"
            >
              <span className="block h-24 overflow-hidden sm:h-28">
                <BeachIllustration
                  beach={{ id: index + 1, beachType: type, name: `${beachTypeLabels[type]} beach` }}
                />
              </span>
              <span className="flex flex-col px-3 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-2">
                <span className="font-semibold text-ink">{beachTypeLabels[type]}</span>
                <span className="text-sm text-ink-muted">
                  {counts ? countText(counts[type] ?? 0) : '\u00a0'}
                </span>
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
