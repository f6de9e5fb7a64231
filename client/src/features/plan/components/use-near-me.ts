import type { Place } from '@shared/places';
import { useLocateDevice } from '@/lib/device-location';
import { nearestPlace } from '../lib/nearest-place';

export const nearMeMessages = {
  refused: 'Location permission was refused. Type a town or postcode instead.',
  unavailable: 'Your location is not available right now. Type a town or postcode instead.',
  unsupported: 'This browser cannot share its location. Type a town or postcode instead.',
} as const;

/** Too slow a fix is, to the plan's visitor, a location not available. */
const messages = { ...nearMeMessages, timeout: nearMeMessages.unavailable };

/**
 * "Near me" for the plan: asks the browser for its position only when pressed, and answers with
 * the nearest place of our table (the position itself stays in the browser).
 */
export function useNearMe(onPlace: (place: Place) => void) {
  const { locate, locating, error } = useLocateDevice((position) => {
    const nearest = nearestPlace(position);
    if (nearest) onPlace(nearest.place);
  }, messages);
  return { locate, locating, error };
}
