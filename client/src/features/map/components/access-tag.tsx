import { accessMarkerStyle } from '../lib/access-marker';
import { AccessShape } from './access-shape';

/** The access badge of the map popup and cards: the map's shape, the cards' word, the colours. */
export function AccessTag({ accessType }: { accessType: string }) {
  const style = accessMarkerStyle(accessType);
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ${style.badgeClass}`}
    >
      <AccessShape style={style} size={14} />
      {style.label}
    </span>
  );
}
