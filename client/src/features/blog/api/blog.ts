import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { blogPostSchema } from '@shared/blog';
import { apiRequest } from '@/lib/api-client';

/** The public blog's query keys; the back office invalidates `blogKeys.all` after a change. */
export const blogKeys = {
  all: ['blog'] as const,
  list: ['blog', 'list'] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};

/** `GET /api/blog`: published posts, newest first (an administrator also sees drafts). */
export const blogPostsQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.list,
    queryFn: () => apiRequest('/api/blog', z.array(blogPostSchema)),
  });

export const useBlogPosts = () => useQuery(blogPostsQueryOptions());

/** `GET /api/blog/{slug}`: one post; a 404 is 'Blog post not found'. */
export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: () => apiRequest(`/api/blog/${encodeURIComponent(slug)}`, blogPostSchema),
  });

export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug));
