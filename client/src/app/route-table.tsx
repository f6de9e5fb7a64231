import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteError } from '@/components/layout/route-error';
import { PageLoading } from '@/components/layout/route-progress';
import { siteConfigQueryOptions } from '@/lib/site-config';
import { yieldToMain } from '@/lib/yield-to-main';
import { hydrationQuery, type HydrationDataHandle } from './hydration-data';
import { Layout } from './layout';

/**
 * The queries a server-rendered page reads above the fold (hydration-data.ts): the ones the
 * server render fetched (entry-server.tsx), so that the page, given the same responses, renders
 * what the server rendered and hydrates it (hydrate.tsx). The layout's are every page's.
 */
const hydrationData = (
  read: HydrationDataHandle['hydrationData'],
): { handle: HydrationDataHandle } => ({
  handle: { hydrationData: read },
});

/**
 * Loads `parts` of code one after another, each evaluated in a task of its own (the browser
 * evaluates a chunk with everything it imports in one task), then `load`. Between the tasks the
 * phone stays responsive.
 */
async function inSteps<Module>(parts: (() => Promise<unknown>)[], load: () => Promise<Module>) {
  for (const part of parts) {
    await yieldToMain();
    await part();
  }
  await yieldToMain();
  return load();
}

/**
 * A page's code, asked for in a task of its own, which would otherwise lengthen the task that
 * made the router (hydrate.tsx) or followed a link. A large page names parts of its code to load
 * first (`parts`): the beach page's whole code was one task of 35 to 70 ms in traced pages.
 */
const page =
  <Module,>(
    load: () => Promise<Module>,
    component: (module: Module) => ComponentType,
    parts: (() => Promise<unknown>)[] = [],
  ) =>
  async () => ({ Component: component(await inSteps(parts, load)) });

/**
 * A catalogue query's code (the list of beaches, a beach, the counts), loaded only by the pages
 * that read it, after the catalogue's schemas (the dog rules', then the beaches'), each a step of
 * its own. The other pages (contact, sign-in, the blog) start without them.
 */
const catalogueQuery = <Module,>(load: () => Promise<Module>) =>
  inSteps([() => import('@shared/dog-rules'), () => import('@shared/beaches')], load);

/**
 * The parts of the two list pages (home, /beaches) to load before the page: the table of places
 * the search knows, then the list's own components and state (about 60 kB together).
 */
const beachListParts = [
  () => import('@shared/places'),
  () => import('@/features/beaches/components/list/use-beach-list'),
];

/** Each page is its own chunk (route-level code splitting); the layout is in the main bundle. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    ...hydrationData(() => [hydrationQuery(siteConfigQueryOptions())]),
    children: [
      {
        // Inside the layout, so the header stays: the first page's outline while its code loads,
        // and RouteError (with Retry) when a page fails to load or throws.
        hydrateFallbackElement: <PageLoading />,
        errorElement: <RouteError />,
        children: [
          {
            path: '/',
            ...hydrationData(async () => {
              const [{ beachesQueryOptions }, { statsQueryOptions }] = await Promise.all([
                catalogueQuery(() => import('@/features/beaches/api/get-beaches')),
                catalogueQuery(() => import('@/features/beaches/api/get-stats')),
              ]);
              return [hydrationQuery(beachesQueryOptions()), hydrationQuery(statsQueryOptions())];
            }),
            lazy: page(
              () => import('./routes/home'),
              (module) => module.HomeRoute,
              beachListParts,
            ),
          },
          {
            path: '/beaches',
            ...hydrationData(async () => {
              const { beachesQueryOptions } = await catalogueQuery(
                () => import('@/features/beaches/api/get-beaches'),
              );
              return [hydrationQuery(beachesQueryOptions())];
            }),
            lazy: page(
              () => import('./routes/beaches'),
              (module) => module.BeachesRoute,
              beachListParts,
            ),
          },
          {
            path: '/beach/:identifier',
            ...hydrationData(async ({ identifier = '' }) => {
              const { beachQueryOptions } = await catalogueQuery(
                () => import('@/features/beaches/api/get-beach'),
              );
              return [hydrationQuery(beachQueryOptions(identifier))];
            }),
            lazy: page(
              () => import('./routes/beach'),
              (module) => module.BeachRoute,
              [
                () => import('@/features/tides'),
                () => import('@/features/walks'),
                () => import('@/features/photos'),
                () => import('@/features/feedback'),
                () => import('@/features/reviews'),
                () => import('@/features/rule-reports'),
              ],
            ),
          },
          {
            path: '/plan',
            // The table of places the form's "from" field knows, then the page.
            lazy: page(
              () => import('./routes/plan'),
              (module) => module.PlanRoute,
              [() => import('@shared/places')],
            ),
          },
          {
            path: '/auth',
            lazy: page(
              () => import('./routes/auth'),
              (module) => module.AuthRoute,
            ),
          },
          {
            path: '/forgot-password',
            lazy: page(
              () => import('./routes/forgot-password'),
              (module) => module.ForgotPasswordRoute,
            ),
          },
          {
            path: '/reset-password',
            lazy: page(
              () => import('./routes/reset-password'),
              (module) => module.ResetPasswordRoute,
            ),
          },
          {
            path: '/profile',
            lazy: page(
              () => import('./routes/profile'),
              (module) => module.ProfileRoute,
            ),
          },
          {
            path: '/community/upload',
            lazy: page(
              () => import('./routes/community-upload'),
              (module) => module.CommunityUploadRoute,
            ),
          },
          {
            path: '/community/feedback',
            lazy: page(
              () => import('./routes/community-feedback'),
              (module) => module.CommunityFeedbackRoute,
            ),
          },
          {
            path: '/blog',
            ...hydrationData(async () => [
              hydrationQuery((await import('@/features/blog/api/blog')).blogPostsQueryOptions()),
            ]),
            lazy: page(
              () => import('./routes/blog'),
              (module) => module.BlogRoute,
            ),
          },
          {
            path: '/blog/:slug',
            ...hydrationData(async ({ slug = '' }) => [
              hydrationQuery((await import('@/features/blog/api/blog')).blogPostQueryOptions(slug)),
            ]),
            lazy: page(
              () => import('./routes/blog-post'),
              (module) => module.BlogPostRoute,
            ),
          },
          {
            path: '/contact',
            lazy: page(
              () => import('./routes/contact'),
              (module) => module.ContactRoute,
            ),
          },
          {
            path: '/admin/login',
            lazy: page(
              () => import('./routes/admin-login'),
              (module) => module.AdminLoginRoute,
            ),
          },
          {
            path: '/admin',
            lazy: page(
              () => import('./routes/admin-dashboard'),
              (module) => module.AdminDashboardRoute,
            ),
          },
          {
            path: '/admin/dashboard',
            lazy: page(
              () => import('./routes/admin-dashboard'),
              (module) => module.AdminDashboardRoute,
            ),
          },
          {
            path: '*',
            lazy: page(
              () => import('./routes/not-found'),
              (module) => module.NotFoundRoute,
            ),
          },
        ],
      },
    ],
  },
];
