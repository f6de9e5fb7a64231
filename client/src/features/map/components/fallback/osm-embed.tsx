import { NewTabLink } from '@/components/ui/new-tab-link';
import { boundsOf, type PlottedBeach } from '../../lib/coordinates';
import { osmEmbedUrl, openInMapsUrl, paddedBounds } from '../../lib/map-links';
import { schematicSize } from '../../lib/schematic-projection';

/** The fallback's Map View: OpenStreetMap's own embeddable map, framed on the beaches or the selected one. */
export function OsmEmbed({
  beaches,
  selected,
}: {
  beaches: PlottedBeach[];
  selected: PlottedBeach | null;
}) {
  const area = selected
    ? paddedBounds(boundsOf([selected.position])!, 0.04)
    : paddedBounds(boundsOf(beaches.map((plotted) => plotted.position))!);
  const centre = selected?.position ?? {
    lat: (area.north + area.south) / 2,
    lng: (area.east + area.west) / 2,
  };
  return (
    <div className="space-y-2">
      <iframe
        title={
          selected ? `OpenStreetMap of ${selected.beach.name}` : 'OpenStreetMap of the beaches'
        }
        src={osmEmbedUrl(area, selected?.position)}
        loading="lazy"
        className="w-full rounded-xl border border-line bg-sea-50"
        style={{ aspectRatio: `${schematicSize.width} / ${schematicSize.height}` }}
      />
      <NewTabLink
        href={openInMapsUrl(centre, selected ? 15 : 9)}
        className="min-h-11 gap-1.5 text-sm font-semibold text-sea-700 underline"
      >
        View larger map
      </NewTabLink>
    </div>
  );
}
