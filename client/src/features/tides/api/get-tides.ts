import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { tideEntrySchema, tideStationSchema } from '@shared/tides';
import { apiRequest } from '@/lib/api-client';
import { useQueryAfterHydration } from '@/lib/use-after-hydration';

/** A failed tide call reads 'Failed to fetch tide data' (the cause stays attached). */
export const tideFetchError = 'Failed to fetch tide data';

export const getTides = async (lat: string, lng: string, date: string) => {
  try {
    return await apiRequest(
      `/api/tides?lat=${encodeURIComponent(lat)}&lng=${encodeURIComponent(lng)}&date=${date}`,
      z.array(tideEntrySchema),
    );
  } catch (cause) {
    throw new Error(tideFetchError, { cause });
  }
};

/** The day's tides, cached 30 minutes: predictions do not change within a visit. */
export const tidesQueryOptions = (lat: string, lng: string, date: string) =>
  queryOptions({
    queryKey: ['tides', lat, lng, date],
    queryFn: () => getTides(lat, lng, date),
    staleTime: 30 * 60_000,
  });

/** Below the day's card: fetched in its turn after hydration. */
export const useTides = (lat: string, lng: string, date: string, { enabled = true } = {}) =>
  useQueryAfterHydration({ ...tidesQueryOptions(lat, lng, date), enabled });

export const getTideStation = (lat: string, lng: string) =>
  apiRequest(
    `/api/tides/station?lat=${encodeURIComponent(lat)}&lng=${encodeURIComponent(lng)}`,
    tideStationSchema,
  );

export const useTideStation = (lat: string, lng: string, { enabled = true } = {}) =>
  useQueryAfterHydration({
    queryKey: ['tide-station', lat, lng],
    queryFn: () => getTideStation(lat, lng),
    staleTime: Infinity,
    enabled,
  });
