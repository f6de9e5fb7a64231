import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '@shared/auth';
import { beachSchema, type Beach } from '@shared/beaches';
import { apiRequest } from '@/lib/api-client';
import type { BeachPayload } from '../lib/beach-form';
import { adminKeys, refreshBeaches } from './keys';
import { saveRecord } from './save-record';

const beachList = z.array(beachSchema);

/** `GET /api/admin/beaches`: every beach, for the back office's tabs and figures. */
export const adminBeachesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.beaches,
    queryFn: () => apiRequest('/api/admin/beaches', beachList),
  });

export const useAdminBeaches = () => useQuery(adminBeachesQueryOptions());

/** `DELETE /api/admin/beaches/{id}`; afterwards the admin and public lists and the stats refresh. */
export function useDeleteBeach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/beaches/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: () => refreshBeaches(queryClient),
  });
}

export interface BeachToSave {
  /** Null adds a new beach. */
  id: number | null;
  payload: BeachPayload;
}

/**
 * `POST /api/admin/beaches` or `PUT /api/admin/beaches/{id}`. The answer (the saved beach) is not
 * read: the lists it appears in are refetched.
 */
export const saveBeach = ({ id, payload }: BeachToSave) =>
  saveRecord('/api/admin/beaches', z.unknown(), id, payload);

/** Saves a beach; afterwards the admin and public lists and the stats refresh, unawaited. */
export function useSaveBeach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBeach,
    onSuccess: () => {
      void refreshBeaches(queryClient);
    },
  });
}

/** Beach Management's search: the beaches whose name or location contains it, in any case. */
export function filterBeaches<T extends Pick<Beach, 'name' | 'location'>>(
  beaches: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...beaches];
  return beaches.filter(
    (beach) =>
      beach.name.toLowerCase().includes(needle) || beach.location.toLowerCase().includes(needle),
  );
}
