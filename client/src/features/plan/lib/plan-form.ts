import { z } from 'zod';
import { addDays, formatLocalDate, parseLocalDate } from '@shared/london-time';
import { findPlace } from '@shared/places';
import {
  planAmenities,
  planDefaults,
  unknownPlaceMessage,
  type PlanAmenity,
} from '@shared/plan-options';
import { planDayName } from '@shared/plan-page';

export const amenityNames: Record<PlanAmenity, string> = {
  parking: 'Parking',
  toilets: 'Toilets',
  cafe: 'Cafe',
  water: 'Drinking water',
  lifeguards: 'Lifeguards',
};
export const amenities = Object.keys(planAmenities) as PlanAmenity[];

/** What the form holds, as its controls hold it: text, ticks and a choice. */
export interface PlanFormValues {
  date: string;
  /** "HH:MM", or empty for civil dawn. */
  start: string;
  /** "HH:MM", or empty for civil dusk. */
  end: string;
  /** A town or a postcode district ("EX39"); empty for the whole coast. */
  from: string;
  radius: string;
  has: PlanAmenity[];
  offLead: boolean;
  tide: 'low' | 'any';
}

/** The address's names, which are also the API's (`GET /api/plan`), in the order written. */
export const planFields = [
  'date',
  'start',
  'end',
  'from',
  'radius',
  'has',
  'offLead',
  'tide',
] as const satisfies readonly (keyof PlanFormValues)[];

const clock = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const coordinates = /^\s*[-+]?\d+(?:\.\d+)?\s*,\s*[-+]?\d+(?:\.\d+)?\s*$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The last day a plan can be made for: the same day a year on, as the server allows. */
export const lastPlanDay = (today: string) => {
  const parsed = parseLocalDate(today);
  return parsed ? formatLocalDate({ ...parsed, year: parsed.year + 1 }) : today;
};

const timeMessage = 'Write the time as HH:MM, for example 13:30';

/** The form's rules and their words; the day's range runs from `today` (London). */
export function planFormSchema(today: string) {
  const last = lastPlanDay(today);
  const dayMessage = `Choose a day from today to ${planDayName(last)} ${last.slice(0, 4)}`;
  return z
    .object({
      date: z
        .string()
        .min(1, 'Choose a day')
        .refine(
          (date) => date === '' || parseLocalDate(date) !== null,
          'Write the day as YYYY-MM-DD',
        )
        .refine((date) => parseLocalDate(date) === null || (date >= today && date <= last), {
          message: dayMessage,
        }),
      start: z.string().refine((time) => time === '' || clock.test(time), timeMessage),
      end: z.string().refine((time) => time === '' || clock.test(time), timeMessage),
      from: z
        .string()
        .max(100, unknownPlaceMessage)
        .refine(
          (text) => text.trim() === '' || coordinates.test(text) || findPlace(text) !== null,
          unknownPlaceMessage,
        ),
      radius: z
        .string()
        .refine(
          (text) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 100,
          'Choose a distance from 1 to 100 miles',
        ),
      has: z.array(z.enum(amenities)),
      offLead: z.boolean(),
      tide: z.enum(['low', 'any']),
    })
    .superRefine((values, context) => {
      if (clock.test(values.start) && clock.test(values.end)) {
        if (minutesOf(values.end) <= minutesOf(values.start)) {
          context.addIssue({
            code: 'custom',
            path: ['end'],
            message: 'The end must be after the start',
          });
        }
      }
    });
}

/** The next Saturday from a day (the day itself when it is one). */
export function nextSaturday(today: string): string {
  const parsed = parseLocalDate(today);
  if (!parsed) return today;
  const weekday = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay();
  return formatLocalDate(addDays(parsed, (6 - weekday + 7) % 7));
}

/** Whether an address asks for a plan: any of the form's names in it. */
export const asksForPlan = (params: URLSearchParams) => planFields.some((name) => params.has(name));

/** The form's values from an address; what it lacks takes the form's defaults. */
export function valuesFromSearch(params: URLSearchParams, today: string): PlanFormValues {
  const has = (params.get('has') ?? '').split(',').map((part) => part.trim().toLowerCase());
  return {
    date: params.get('date') ?? today,
    start: params.get('start') ?? '',
    end: params.get('end') ?? '',
    from: params.get('from') ?? '',
    radius: params.get('radius') ?? String(planDefaults.radiusMiles),
    has: amenities.filter((amenity) => has.includes(amenity)),
    offLead: params.get('offLead') === 'true',
    tide: params.get('tide') === 'any' ? 'any' : 'low',
  };
}

/**
 * The address of a plan, which is also its API query: empty times and place left out (dawn, dusk,
 * the whole coast), the radius only with a place, defaults otherwise written out so a shared link
 * says what it asked for.
 */
export function searchFromValues(values: PlanFormValues): URLSearchParams {
  const params = new URLSearchParams();
  params.set('date', values.date);
  if (values.start) params.set('start', values.start);
  if (values.end) params.set('end', values.end);
  const from = values.from.trim();
  if (from) {
    params.set('from', from);
    params.set('radius', values.radius);
  }
  if (values.has.length > 0) params.set('has', values.has.join(','));
  if (values.offLead) params.set('offLead', 'true');
  params.set('tide', values.tide);
  return params;
}
