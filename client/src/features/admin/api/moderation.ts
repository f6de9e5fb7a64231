import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminCommunityPhotoSchema,
  adminFeedbackSchema,
  adminReviewSchema,
  auditEntrySchema,
  contactMessageSchema,
} from '@shared/admin';
import { messageResponseSchema } from '@shared/auth';
import { adminWalkingRouteSchema, walkingRouteSchema } from '@shared/walks';
import { apiRequest } from '@/lib/api-client';
import { getAdminPage } from './get-page';
import { adminKeys } from './keys';
import { lazyDateFormat } from '@shared/lazy-intl';

/** The moderation lists are read 20 rows at a time. */
export const adminPageSize = 20;

/**
 * The public queries that show what moderation changes (the keys of the reviews, walks, photos,
 * feedback and beaches features): a removed review changes a beach's rating, the lists and stats.
 */
const publicKeys = {
  reviews: [['reviews'], ['my', 'reviews'], ['beach'], ['beaches'], ['stats'], adminKeys.beaches],
  routes: [['routes']],
  photos: [['photos'], ['my', 'photos']],
  feedback: [['feedback'], ['my', 'feedback']],
  messages: [],
} satisfies Record<string, QueryKey[]>;

function useRefresh(adminKey: QueryKey, others: QueryKey[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminKey, adminKeys.audit, ...others].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

const pageQuery = <T>(key: QueryKey, path: string, schema: z.ZodType<T>, page: number) =>
  queryOptions({
    queryKey: [...key, { page, pageSize: adminPageSize }],
    queryFn: () => getAdminPage(path, schema, page, adminPageSize),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

/* Reviews ------------------------------------------------------------------------------------ */

export const useAdminReviews = (page: number) =>
  useQuery(pageQuery(adminKeys.reviews, '/api/admin/reviews', adminReviewSchema, page));

export function useDeleteAdminReview() {
  const refresh = useRefresh(adminKeys.reviews, publicKeys.reviews);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/reviews/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/* Walking routes ----------------------------------------------------------------------------- */

/** Every route, unapproved first (the server's order); the route list is not paged. */
export const useAdminRoutes = () =>
  useQuery({
    queryKey: adminKeys.routes,
    queryFn: () => apiRequest('/api/admin/routes', z.array(adminWalkingRouteSchema)),
  });

export function useApproveRoute() {
  const refresh = useRefresh(adminKeys.routes, publicKeys.routes);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/routes/${id}/approve`, walkingRouteSchema, { method: 'PUT' }),
    onSuccess: refresh,
  });
}

export function useDeleteRoute() {
  const refresh = useRefresh(adminKeys.routes, publicKeys.routes);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/routes/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/* Community photos and feedback -------------------------------------------------------------- */

export const useAdminCommunityPhotos = (page: number) =>
  useQuery(
    pageQuery(
      adminKeys.communityPhotos,
      '/api/admin/community-photos',
      adminCommunityPhotoSchema,
      page,
    ),
  );

export function useDeleteCommunityPhoto() {
  const refresh = useRefresh(adminKeys.communityPhotos, publicKeys.photos);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/community-photos/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** All feedback, the private included. */
export const useAdminFeedback = (page: number) =>
  useQuery(pageQuery(adminKeys.feedback, '/api/admin/feedback', adminFeedbackSchema, page));

export function useDeleteAdminFeedback() {
  const refresh = useRefresh(adminKeys.feedback, publicKeys.feedback);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/feedback/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/* Contact messages --------------------------------------------------------------------------- */

/** Contact-form messages, unread first (the server's order). */
export const useContactMessages = (page: number) =>
  useQuery(pageQuery(adminKeys.messages, '/api/admin/messages', contactMessageSchema, page));

export function useMarkMessage() {
  const refresh = useRefresh(adminKeys.messages, publicKeys.messages);
  return useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) =>
      apiRequest(`/api/admin/messages/${id}/read`, contactMessageSchema, {
        method: 'PUT',
        body: JSON.stringify({ isRead }),
      }),
    onSuccess: refresh,
  });
}

/* The audit log ------------------------------------------------------------------------------ */

export const useAuditLog = (page: number) =>
  useQuery(pageQuery(adminKeys.audit, '/api/admin/audit', auditEntrySchema, page));

/* As the moderation tabs show what they read ------------------------------------------------- */

const dateFormatter = lazyDateFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const dateTimeFormatter = lazyDateFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** "3 Mar 2026"; a calendar date ("2026-03-03") reads as that day wherever the browser is. */
export function formatAdminDate(value: string): string {
  const calendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendarDate ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormatter().format(date);
}

/** "3 Mar 2026, 14:05" in UK time. */
export function formatAdminDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormatter().format(date);
}

/** A member as the lists name them: their name, else their e-mail, else a removed account. */
export function memberName(user: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email || 'Deleted account';
}
