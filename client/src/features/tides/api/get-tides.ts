import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { tideEntrySchema, tideStationSchema } from '@shared/tides';
import { apiRequest } from '@/lib/api-client';

export const getTides = (lat: string, lng: string, date: string) =>
  apiRequest(
    `/api/tides?lat=${encodeURIComponent(lat)}&lng=${encodeURIComponent(lng)}&date=${date}`,
    z.array(tideEntrySchema),
  );

/** Spec §7 and §9: the day's tides, cached 30 minutes. */
export const tidesQueryOptions = (lat: string, lng: string, date: string) =>
  queryOptions({
    queryKey: ['tides', lat, lng, date],
    queryFn: () => getTides(lat, lng, date),
    staleTime: 30 * 60_000,
  });

export const useTides = (lat: string, lng: string, date: string) =>
  useQuery(tidesQueryOptions(lat, lng, date));

export const getTideStation = (lat: string, lng: string) =>
  apiRequest(
    `/api/tides/station?lat=${encodeURIComponent(lat)}&lng=${encodeURIComponent(lng)}`,
    tideStationSchema,
  );

export const useTideStation = (lat: string, lng: string) =>
  useQuery({
    queryKey: ['tide-station', lat, lng],
    queryFn: () => getTideStation(lat, lng),
    staleTime: Infinity,
  });
