import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '@shared/auth';
import {
  feedbackSchema,
  myFeedbackSchema,
  type CreateFeedbackBody,
  type UpdateFeedbackBody,
} from '@shared/feedback';
import { apiRequest, jsonRequest } from '@/lib/api-client';
import { beachCommunityQueryOptions, useMyCommunityList } from '@/lib/community-lists';
import { useQueryAfterHydration } from '@/lib/use-after-hydration';

const feedbackList = z.array(feedbackSchema);
const myFeedbackList = z.array(myFeedbackSchema);
export const myFeedbackKey = ['my', 'feedback'] as const;

/** A beach's public feedback. */
export const beachFeedbackQueryOptions = (beachId: number) =>
  beachCommunityQueryOptions('feedback', 'feedback', feedbackList, beachId);

/** Below the fold: fetched in its turn after hydration. */
export const useBeachFeedback = (beachId: number) =>
  useQueryAfterHydration(beachFeedbackQueryOptions(beachId));

export const useMyFeedback = (enabled = true) =>
  useMyCommunityList(myFeedbackKey, '/api/my/feedback', myFeedbackList, enabled);

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
