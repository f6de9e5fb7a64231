/**
 * Leaflet, its marker clustering and their stylesheets: imported only by the lazy map chunks, so
 * none of it is in the main or page bundles (issue: the home page's JS budget is before the map).
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
// leaflet.markercluster is a UMD script that extends the global `L`; Leaflet sets that global
// when it loads, and this import order makes sure it has by the time the plugin runs.
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './leaflet-overrides.css';

export { L };

export { OSM_TILE_URL } from '../../lib/tile-probe';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Beach names go into divIcon HTML, so they are escaped first ("St Gabriel's Mouth"). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);
