import { useMutation, useQuery } from '@tanstack/react-query';
import { contactMessageSchema } from '@shared/admin';
import { apiRequest, jsonRequest } from '@/lib/api-client';
import { adminPageQuery } from './get-page';
import { adminKeys, useAdminRefresh } from './keys';

/** Contact-form messages, unread first (the server's order). */
export const useContactMessages = (page: number) =>
  useQuery(adminPageQuery(adminKeys.messages, '/api/admin/messages', contactMessageSchema, page));

export function useMarkMessage() {
  const refresh = useAdminRefresh(adminKeys.messages);
  return useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) =>
      apiRequest(
        `/api/admin/messages/${id}/read`,
        contactMessageSchema,
        jsonRequest('PUT', { isRead }),
      ),
    onSuccess: refresh,
  });
}
