import type { AccessMarkerStyle } from '../lib/access-marker';
import { shapePaths } from '../lib/access-marker';

/** The access shape in React (legend, badges, schematic dots); same drawing as the Leaflet markers. */
export function AccessShape({
  style,
  size = 16,
  glyph = false,
  className,
}: {
  style: AccessMarkerStyle;
  size?: number;
  glyph?: boolean;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path
        d={shapePaths[style.shape]}
        fill={style.color}
        stroke="#fff"
        strokeWidth={2}
        strokeLinejoin="round"
      />
      {glyph && (
        <path
          d={style.glyph}
          fill="none"
          stroke="#fff"
          strokeWidth={2.4}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
