import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '@shared/auth';
import {
  feedbackSchema,
  myFeedbackSchema,
  type CreateFeedbackBody,
  type UpdateFeedbackBody,
} from '@shared/feedback';
import { apiRequest, jsonRequest, listOrNone } from '@/lib/api-client';

const feedbackList = z.array(feedbackSchema);
export const myFeedbackKey = ['my', 'feedback'] as const;
const beachFeedbackKey = (beachId: number) => ['feedback', beachId] as const;

/** Feedback queries are stale after 30 s, kept 5 minutes, retried twice. */
const communityQuerySettings = { staleTime: 30_000, gcTime: 5 * 60_000, retry: 2 } as const;

/** A beach's public feedback; a 404 reads as none. */

export const beachFeedbackQueryOptions = (beachId: number) =>
  queryOptions({
    queryKey: beachFeedbackKey(beachId),
    queryFn: () => listOrNone(`/api/beaches/${beachId}/feedback`, feedbackList),
    ...communityQuerySettings,
  });

export const useBeachFeedback = (beachId: number) => useQuery(beachFeedbackQueryOptions(beachId));

export const useMyFeedback = (enabled = true) =>
  useQuery({
    queryKey: myFeedbackKey,
    queryFn: () => apiRequest('/api/my/feedback', z.array(myFeedbackSchema)),
    enabled,
    ...communityQuerySettings,
  });

function useRefreshFeedback() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myFeedbackKey }),
      queryClient.invalidateQueries({ queryKey: ['feedback'] }),
    ]);
}

export function useCreateFeedback() {
  const refresh = useRefreshFeedback();
  return useMutation({
    mutationFn: (body: CreateFeedbackBody) =>
      apiRequest('/api/feedback', feedbackSchema, { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: refresh,
  });
}

export function useUpdateFeedback() {
  const refresh = useRefreshFeedback();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateFeedbackBody }) =>
      apiRequest(`/api/feedback/${id}`, feedbackSchema, jsonRequest('PUT', body)),
    onSuccess: refresh,
  });
}

export function useDeleteFeedback() {
  const refresh = useRefreshFeedback();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/feedback/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
