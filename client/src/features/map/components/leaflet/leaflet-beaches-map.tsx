import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MapOrigin, PlottedBeach } from '../../lib/coordinates';
import { chooseInitialView, DEFAULT_CENTER, DEFAULT_ZOOM } from '../../lib/map-view';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { BeachMapCard } from '../beach-map-card';
import { beachMarkerIcon, clusterIcon } from './beach-marker';
import { escapeHtml, L } from './leaflet-setup';
import { useLeafletMap } from './use-leaflet-map';

const isEnter = (event: L.LeafletEvent) =>
  (event as L.LeafletKeyboardEvent).originalEvent?.key === 'Enter';

/** How many of the nearest beaches a map around a searched place frames with it. */
export const framedNearest = 8;

/** The place a list measures from, marked with a ring of its own, never a beach's colour. */
function originIcon(origin: MapOrigin): L.DivIcon {
  const name = origin.label === 'you' ? 'Your location' : `Searched place: ${origin.label}`;
  return L.divIcon({
    className: 'searched-place',
    html:
      '<span aria-hidden="true" class="block size-5 rounded-full border-4 border-white bg-ink shadow-md ring-2 ring-ink"></span>' +
      `<span class="sr-only">${escapeHtml(name)}</span>`,
    iconSize: [20, 20],
    iconAnchor: [10, 10],
  });
}

/**
 * The interactive map of many beaches: clustered markers and one popup rendered by React. With an
 * `origin` (a searched town, or Near me) it marks that place and frames it with the nearest
 * beaches, which come first in `beaches`.
 */
export function LeafletBeachesMap({
  beaches,
  origin = null,
  onTilesUnavailable,
}: {
  beaches: PlottedBeach[];
  origin?: MapOrigin | null;
  onTilesUnavailable: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(container, {
    center: DEFAULT_CENTER,
    zoom: DEFAULT_ZOOM,
    onTilesUnavailable,
  });
  const [popupNode] = useState(() => document.createElement('div'));
  const [selected, setSelected] = useState<PlottedBeach | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const focusCardOnOpen = useRef(false);

  useEffect(() => {
    if (!map) return;
    const still = prefersReducedMotion();
    const popup = L.popup({
      className: 'beach-popup',
      minWidth: 260,
      maxWidth: 300,
      // Clear of the zoom buttons in the top left corner.
      autoPanPaddingTopLeft: [52, 12],
      autoPanPaddingBottomRight: [12, 12],
    });
    let opener: L.Marker | null = null;
    popup.on('remove', () => {
      setSelected(null);
      // A keyboard user who closed the popup (Escape, or its close button) goes back to the marker.
      const focusLost =
        document.activeElement === document.body || popupNode.contains(document.activeElement);
      if (focusCardOnOpen.current && focusLost) opener?.getElement()?.focus();
    });
    const cluster = L.markerClusterGroup({
      iconCreateFunction: clusterIcon,
      showCoverageOnHover: false,
      animate: !still,
      maxClusterRadius: 50,
    });
    // Leaflet opens clusters on click only; Enter on a focused cluster zooms into it too.
    cluster.on('clusterkeypress', (event) => {
      if (isEnter(event)) (event as unknown as { layer: L.MarkerCluster }).layer.zoomToBounds();
    });

    const open = (plotted: PlottedBeach, marker: L.Marker, byKeyboard: boolean) => {
      opener = marker;
      focusCardOnOpen.current = byKeyboard;
      setSelected(plotted);
      popup
        .setLatLng([plotted.position.lat, plotted.position.lng])
        .setContent(popupNode)
        .openOn(map);
    };
    cluster.addLayers(
      beaches.map((plotted) => {
        const { beach, position } = plotted;
        const marker = L.marker([position.lat, position.lng], {
          icon: beachMarkerIcon(beach),
          title: beach.name,
          riseOnHover: true,
        });
        marker.on('click', () => open(plotted, marker, false));
        marker.on('keypress', (event) => {
          if (isEnter(event)) open(plotted, marker, true);
        });
        return marker;
      }),
    );
    cluster.addTo(map);

    map.setView([DEFAULT_CENTER.lat, DEFAULT_CENTER.lng], DEFAULT_ZOOM, { animate: false });
    const shown = map.getBounds();
    const view = chooseInitialView(
      beaches.map((plotted) => plotted.position),
      {
        south: shown.getSouth(),
        west: shown.getWest(),
        north: shown.getNorth(),
        east: shown.getEast(),
      },
    );
    const place = origin
      ? L.marker([origin.lat, origin.lng], {
          icon: originIcon(origin),
          interactive: false,
          keyboard: false,
          zIndexOffset: 1000,
        }).addTo(map)
      : null;
    if (origin) {
      const framed = L.latLngBounds([[origin.lat, origin.lng]]);
      for (const { position } of beaches.slice(0, framedNearest)) {
        framed.extend([position.lat, position.lng]);
      }
      map.fitBounds(framed, { padding: [24, 24], maxZoom: 12, animate: false });
    } else if (view.kind === 'fit') {
      map.fitBounds(
        [
          [view.bounds.south, view.bounds.west],
          [view.bounds.north, view.bounds.east],
        ],
        { padding: [24, 24], maxZoom: 13, animate: false },
      );
    } else {
      map.setView([view.center.lat, view.center.lng], view.zoom, { animate: false });
    }

    // Leaflet only hears Escape while the map itself has focus; inside the popup we listen.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') map.closePopup(popup);
    };
    popupNode.addEventListener('keydown', closeOnEscape);

    return () => {
      popupNode.removeEventListener('keydown', closeOnEscape);
      popup.remove();
      cluster.remove();
      place?.remove();
    };
  }, [map, beaches, popupNode, origin]);

  // The popup measured itself before React filled it: measure again, and move keyboard users in.
  useEffect(() => {
    if (!selected || !map) return;
    map.eachLayer((layer) => {
      if (layer instanceof L.Popup) layer.update();
    });
    if (!focusCardOnOpen.current) return;
    // The popup is briefly `visibility: hidden` while Leaflet lays it out (and for a frame more
    // under the reduced-motion stylesheet), and a hidden element refuses focus: try a few frames.
    let frame = 0;
    let triesLeft = 10;
    const focusCard = () => {
      card.current?.focus();
      if (document.activeElement !== card.current && (triesLeft -= 1) > 0) {
        frame = requestAnimationFrame(focusCard);
      }
    };
    focusCard();
    return () => cancelAnimationFrame(frame);
  }, [selected, map]);

  return (
    <>
      <div
        ref={container}
        role="region"
        aria-label={`Interactive map of ${beaches.length} ${beaches.length === 1 ? 'beach' : 'beaches'}`}
        className="min-h-72 w-full flex-1 overflow-hidden rounded-2xl border border-line bg-sea-50"
      />
      {selected && createPortal(<BeachMapCard ref={card} plotted={selected} />, popupNode)}
    </>
  );
}
