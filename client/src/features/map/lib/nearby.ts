import type { PlottedBeach } from './coordinates';
import { project } from './schematic-projection';

/** About two dots' width on a phone-sized schematic (in projection units; the frame is ~1400 wide). */
const OVERLAP_RADIUS = 60;

/**
 * The beaches drawn close enough to the selected one to hide under it on the schematic, nearest
 * first: the fallback card offers them, so a tap on a crowded bay can still reach every beach.
 */
export function nearbyOnSchematic(
  selected: PlottedBeach,
  beaches: readonly PlottedBeach[],
  limit = 5,
): PlottedBeach[] {
  const centre = project(selected.position.lng, selected.position.lat);
  return beaches
    .filter(({ beach }) => beach.id !== selected.beach.id)
    .map((plotted) => {
      const { x, y } = project(plotted.position.lng, plotted.position.lat);
      return { plotted, distance: Math.hypot(x - centre.x, y - centre.y) };
    })
    .filter(({ distance }) => distance <= OVERLAP_RADIUS)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map(({ plotted }) => plotted);
}
