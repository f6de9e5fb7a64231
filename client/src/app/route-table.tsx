import type { RouteObject } from 'react-router';
import { RouteError } from '@/components/layout/route-error';
import { PageLoading } from '@/components/layout/route-progress';
import { beachesQueryOptions } from '@/features/beaches/api/get-beaches';
import { beachQueryOptions } from '@/features/beaches/api/get-beach';
import { statsQueryOptions } from '@/features/beaches/api/get-stats';
import { blogPostQueryOptions, blogPostsQueryOptions } from '@/features/blog/api/blog';
import { siteConfigQueryOptions } from '@/lib/site-config';
import { firstQuery, type FirstDataHandle } from './first-data';
import { Layout } from './layout';

/**
 * The queries a drawn page reads on its first screen (first-data.ts): the ones the server's
 * drawing answered (entry-server.tsx), so that the page, given the same answers, renders what the
 * drawing shows and takes it over as it is (start.tsx). The layout's are every page's.
 */
const firstData = (read: FirstDataHandle['firstData']): { handle: FirstDataHandle } => ({
  handle: { firstData: read },
});

/** Each page is its own chunk (route-level code splitting); the layout is in the main bundle. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    ...firstData(() => [firstQuery(siteConfigQueryOptions())]),
    children: [
      {
        // Inside the layout, so the header stays: the first page's outline while its code loads,
        // and RouteError (with Retry) when a page fails to load or throws.
        hydrateFallbackElement: <PageLoading />,
        errorElement: <RouteError />,
        children: [
          {
            path: '/',
            ...firstData(() => [
              firstQuery(beachesQueryOptions()),
              firstQuery(statsQueryOptions()),
            ]),
            lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
          },
          {
            path: '/beaches',
            ...firstData(() => [firstQuery(beachesQueryOptions())]),
            lazy: async () => ({ Component: (await import('./routes/beaches')).BeachesRoute }),
          },
          {
            path: '/beach/:identifier',
            ...firstData(({ identifier = '' }) => [firstQuery(beachQueryOptions(identifier))]),
            lazy: async () => ({ Component: (await import('./routes/beach')).BeachRoute }),
          },
          {
            path: '/auth',
            lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }),
          },
          {
            path: '/forgot-password',
            lazy: async () => ({
              Component: (await import('./routes/forgot-password')).ForgotPasswordRoute,
            }),
          },
          {
            path: '/reset-password',
            lazy: async () => ({
              Component: (await import('./routes/reset-password')).ResetPasswordRoute,
            }),
          },
          {
            path: '/profile',
            lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
          },
          {
            path: '/community/upload',
            lazy: async () => ({
              Component: (await import('./routes/community-upload')).CommunityUploadRoute,
            }),
          },
          {
            path: '/community/feedback',
            lazy: async () => ({
              Component: (await import('./routes/community-feedback')).CommunityFeedbackRoute,
            }),
          },
          {
            path: '/blog',
            ...firstData(() => [firstQuery(blogPostsQueryOptions())]),
            lazy: async () => ({ Component: (await import('./routes/blog')).BlogRoute }),
          },
          {
            path: '/blog/:slug',
            ...firstData(({ slug = '' }) => [firstQuery(blogPostQueryOptions(slug))]),
            lazy: async () => ({ Component: (await import('./routes/blog-post')).BlogPostRoute }),
          },
          {
            path: '/contact',
            lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
          },
          {
            path: '/admin/login',
            lazy: async () => ({
              Component: (await import('./routes/admin-login')).AdminLoginRoute,
            }),
          },
          {
            path: '/admin',
            lazy: async () => ({
              Component: (await import('./routes/admin-dashboard')).AdminDashboardRoute,
            }),
          },
          {
            path: '/admin/dashboard',
            lazy: async () => ({
              Component: (await import('./routes/admin-dashboard')).AdminDashboardRoute,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];
