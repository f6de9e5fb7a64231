import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '@shared/auth';
import { adminBlogPostSchema, type BlogPostInput } from '@shared/blog';
import { apiRequest } from '@/lib/api-client';
import { blogKeys } from '@/features/blog';
import { adminKeys } from './keys';
import { saveRecord } from './save-record';

/** The back office's posts (with their Markdown); kept beside `adminKeys`, under the same root. */
export const adminBlogKey = [...adminKeys.all, 'blog'] as const;

/** `GET /api/admin/blog`: every post, drafts included, newest first. */
export const useAdminBlogPosts = () =>
  useQuery({
    queryKey: adminBlogKey,
    queryFn: () => apiRequest('/api/admin/blog', z.array(adminBlogPostSchema)),
  });

/** After a change: the back office's list, the audit log, and the public blog pages. */
function useRefreshBlog() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminBlogKey, adminKeys.audit, blogKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export interface BlogPostToSave {
  /** Null writes a new post. */
  id: number | null;
  body: BlogPostInput;
}

/** `POST /api/admin/blog` (201) or `PUT /api/admin/blog/{id}`; a taken slug is a 409. */
export const saveBlogPost = ({ id, body }: BlogPostToSave) =>
  saveRecord('/api/admin/blog', adminBlogPostSchema, id, body);

export function useSaveBlogPost() {
  const refresh = useRefreshBlog();
  return useMutation({ mutationFn: saveBlogPost, onSuccess: refresh });
}

export function useDeleteBlogPost() {
  const refresh = useRefreshBlog();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/blog/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
