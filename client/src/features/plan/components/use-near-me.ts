import { useRef, useState } from 'react';
import type { Place } from '@shared/places';
import { nearestPlace } from '../lib/nearest-place';

export const nearMeMessages = {
  refused: 'Location permission was refused. Type a town or postcode instead.',
  unavailable: 'Your location is not available right now. Type a town or postcode instead.',
  unsupported: 'This browser cannot share its location. Type a town or postcode instead.',
} as const;

/** A phone outdoors gets a fix in this time; a position from the last 5 minutes will do. */
const geolocationOptions: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  maximumAge: 5 * 60_000,
};

/**
 * "Near me" for the plan: asks the browser for its position only when pressed, and answers with
 * the nearest place of our table (the position itself stays in the browser).
 */
export function useNearMe(onPlace: (place: Place) => void) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);

  const locate = () => {
    setError(null);
    if (!('geolocation' in navigator)) {
      setError(nearMeMessages.unsupported);
      return;
    }
    const request = ++asked.current;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (request !== asked.current) return;
        setLocating(false);
        const nearest = nearestPlace({
          lat: position.coords.latitude,
          lng: position.coords.longitude,
        });
        if (nearest) onPlace(nearest.place);
      },
      (failure) => {
        if (request !== asked.current) return;
        setLocating(false);
        setError(
          failure.code === failure.PERMISSION_DENIED
            ? nearMeMessages.refused
            : nearMeMessages.unavailable,
        );
      },
      geolocationOptions,
    );
  };

  return { locate, locating, error };
}
