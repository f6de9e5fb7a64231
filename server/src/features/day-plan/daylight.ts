import SunCalc from 'suncalc';
import { fromLondon, type LocalDate } from '@shared/london-time';

export interface Daylight {
  dawn: Date | null;
  sunrise: Date | null;
  sunset: Date | null;
  dusk: Date | null;
}

const valid = (date: Date) => (Number.isNaN(date.getTime()) ? null : date);

/** Civil dawn, sunrise, sunset and civil dusk of a local day at a place. */
export function daylightOn(date: LocalDate, lat: number, lng: number): Daylight {
  // SunCalc takes the day of the instant it is given: local noon is safely inside that day.
  const times = SunCalc.getTimes(fromLondon({ ...date, minute: 12 * 60 }), lat, lng);
  return {
    dawn: valid(times.dawn),
    sunrise: valid(times.sunrise),
    sunset: valid(times.sunset),
    dusk: valid(times.dusk),
  };
}
