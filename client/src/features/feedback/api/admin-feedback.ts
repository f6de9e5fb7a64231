import { useMutation, useQuery } from '@tanstack/react-query';
import { adminFeedbackSchema } from '@shared/admin';
import { messageResponseSchema } from '@shared/auth';
import { adminKeys, adminPageQuery, useAdminRefresh } from '@/features/admin';
import { apiRequest } from '@/lib/api-client';
import { myFeedbackKey } from './feedback';

/** All feedback for the back office, the private included, newest first, a page at a time. */
export const useAdminFeedback = (page: number) =>
  useQuery(adminPageQuery(adminKeys.feedback, '/api/admin/feedback', adminFeedbackSchema, page));

/** An administrator removes feedback: the beaches' lists and its author's list change too. */
export function useDeleteAdminFeedback() {
  const refresh = useAdminRefresh(adminKeys.feedback, [['feedback'], myFeedbackKey]);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/feedback/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
