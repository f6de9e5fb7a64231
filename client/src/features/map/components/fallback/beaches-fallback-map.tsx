import { MapPinned, RotateCcw } from 'lucide-react';
import { cn, inlineTapTarget } from '@/components/ui/class-names';
import { useState } from 'react';
import type { PlottedBeach } from '../../lib/coordinates';
import { BeachMapCard } from '../beach-map-card';
import { AccessLegend } from './access-legend';
import { LocationsList } from './locations-list';
import { NearbyBeaches } from './nearby-beaches';
import { OsmEmbed } from './osm-embed';
import { SchematicMap } from './schematic-map';
import { ViewToggle, type FallbackView } from './view-toggle';

/**
 * The map when its tiles cannot load (docs/product.md, "Maps"): the schematic dot map or the
 * embedded OpenStreetMap view, a selected-beach card and the first 12 locations, all usable by
 * keyboard.
 */
export function BeachesFallbackMap({
  beaches,
  onRetry,
}: {
  beaches: PlottedBeach[];
  onRetry: () => void;
}) {
  const [view, setView] = useState<FallbackView>('interactive');
  const [selected, setSelected] = useState<PlottedBeach | null>(null);
  const selectedId = selected?.beach.id ?? null;

  return (
    <div className="@container rounded-2xl border border-line bg-white p-3 @md:p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          role="status"
          className="flex min-w-0 flex-1 basis-60 items-start gap-2 text-sm text-ink-muted"
        >
          <MapPinned aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sea-600" />
          <span>
            The map tiles could not load, so this is a simplified map of the coast.{' '}
            <button
              type="button"
              onClick={onRetry}
              className={cn(inlineTapTarget, 'gap-1 font-semibold text-sea-700 underline')}
            >
              <RotateCcw aria-hidden="true" className="size-3.5" />
              Try again
            </button>
          </span>
        </p>
        <ViewToggle view={view} onChange={setView} />
      </div>

      <div className="mt-3 grid grid-cols-1 gap-4 @3xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-2">
          {view === 'interactive' ? (
            <>
              <SchematicMap
                beaches={beaches}
                selectedId={selectedId}
                onSelect={setSelected}
                label={`Simplified map of ${beaches.length} ${beaches.length === 1 ? 'beach' : 'beaches'}`}
              />
              <AccessLegend accessTypes={beaches.map(({ beach }) => beach.accessType)} />
              <p className="text-xs text-ink-muted">
                Simplified outline of the coast, not for navigation.
              </p>
            </>
          ) : (
            <OsmEmbed beaches={beaches} selected={selected} />
          )}
        </div>

        <div className="space-y-4">
          <section
            aria-label="Selected beach"
            className="rounded-xl border border-line bg-sand-50 p-3"
          >
            {selected ? (
              <>
                <BeachMapCard plotted={selected} />
                <NearbyBeaches selected={selected} beaches={beaches} onSelect={setSelected} />
              </>
            ) : (
              <p className="text-sm text-ink-muted">
                Select a beach on the map or in the list to see its details.
              </p>
            )}
          </section>
          <p aria-live="polite" className="sr-only">
            {selected ? `${selected.beach.name} selected` : ''}
          </p>
          <LocationsList beaches={beaches} selectedId={selectedId} onSelect={setSelected} />
        </div>
      </div>
    </div>
  );
}
