import type { Beach } from '@shared/beaches';
import { cn, inlineTapTarget } from '@/components/ui/class-names';
import { accessMarkerStyle } from '../../lib/access-marker';
import { formatPosition, type LatLng } from '../../lib/coordinates';
import { framePercent, schematicSize } from '../../lib/schematic-projection';
import { AccessShape } from '../access-shape';
import { SchematicCoast } from './schematic-coast';

/** A beach's map when tiles cannot load: where it sits on the coast, and its coordinates. */
export function LocationFallbackMap({
  beach,
  position,
  onRetry,
}: {
  beach: Pick<Beach, 'name' | 'accessType'>;
  position: LatLng;
  onRetry: () => void;
}) {
  const { left, top } = framePercent(position);
  const style = accessMarkerStyle(beach.accessType);
  return (
    <figure className="@container space-y-2">
      <div
        role="img"
        aria-label={`Simplified map showing where ${beach.name} is on the coast`}
        className="relative w-full overflow-hidden rounded-xl border border-line"
        style={{ aspectRatio: `${schematicSize.width} / ${schematicSize.height}` }}
      >
        <SchematicCoast />
        <span
          style={{ left: `${left}%`, top: `${top}%` }}
          className="absolute flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/80 ring-2 ring-sea-700"
        >
          <AccessShape style={style} size={20} glyph />
        </span>
      </div>
      <figcaption className="text-sm text-ink-muted">
        The map tiles could not load. {beach.name} is at{' '}
        <span className="font-semibold text-ink">{formatPosition(position)}</span> (simplified
        outline, not for navigation).{' '}
        <button
          type="button"
          onClick={onRetry}
          className={cn(inlineTapTarget, 'font-semibold text-sea-700 underline')}
        >
          Try again
        </button>
      </figcaption>
    </figure>
  );
}
