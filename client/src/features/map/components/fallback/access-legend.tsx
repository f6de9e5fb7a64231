import { accessMarkerStyle, accessTones, styleOfTone } from '../../lib/access-marker';
import { AccessShape } from '../access-shape';

/** What the dots' colours and shapes on this map mean, in words. */
export function AccessLegend({ accessTypes }: { accessTypes: readonly string[] }) {
  const shown = new Set(accessTypes.map((accessType) => accessMarkerStyle(accessType).tone));
  return (
    <ul aria-label="Map key" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
      {accessTones
        .filter((tone) => shown.has(tone))
        .map((tone) => {
          const style = styleOfTone(tone);
          return (
            <li key={tone} className="flex items-center gap-1.5">
              <AccessShape style={style} size={16} />
              {style.label}
            </li>
          );
        })}
    </ul>
  );
}
