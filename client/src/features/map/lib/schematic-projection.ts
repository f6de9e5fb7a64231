import { schematicFrame } from '../data/sw-coastline';
import type { LatLng } from './coordinates';

/**
 * An equirectangular projection of the schematic frame, with longitudes shortened by cos(lat)
 * so the peninsula keeps its shape at 50.7° N. Units: 1000 per degree of latitude.
 */
const scale = 1000;
const lngFactor = Math.cos(((schematicFrame.north + schematicFrame.south) / 2) * (Math.PI / 180));

export const schematicSize = {
  width: Math.round((schematicFrame.east - schematicFrame.west) * lngFactor * scale),
  height: Math.round((schematicFrame.north - schematicFrame.south) * scale),
};

export function project(lng: number, lat: number): { x: number; y: number } {
  return {
    x: Math.round((lng - schematicFrame.west) * lngFactor * scale * 10) / 10,
    y: Math.round((schematicFrame.north - lat) * scale * 10) / 10,
  };
}

/** Where a position sits in the frame, as percentages from the top left (for HTML overlays). */
export function framePercent({ lat, lng }: LatLng): { left: number; top: number } {
  const { x, y } = project(lng, lat);
  const clamp = (value: number) => Math.min(Math.max(value, 0), 100);
  return {
    left: clamp((x / schematicSize.width) * 100),
    top: clamp((y / schematicSize.height) * 100),
  };
}

export const pathOf = (points: readonly (readonly [number, number])[], closed: boolean) =>
  points
    .map(([lng, lat], index) => {
      const { x, y } = project(lng, lat);
      return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join('') + (closed ? 'Z' : '');
