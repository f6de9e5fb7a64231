import { useQuery } from '@tanstack/react-query';
import { weekSchema } from '@shared/week';
import { beachDatesQueryOptions } from '@/lib/beach-dates-query';

/** Seven days from `from` at a beach. */
export const beachWeekQueryOptions = (identifier: string, from: string) =>
  beachDatesQueryOptions(
    { kind: 'beach-week', path: 'week', param: 'from', schema: weekSchema },
    identifier,
    from,
  );

/** Seven days from `from` at a beach; `enabled` false keeps it pending (not yet in view). */
export const useBeachWeek = (identifier: string, from: string, { enabled = true } = {}) =>
  useQuery({ ...beachWeekQueryOptions(identifier, from), enabled });
