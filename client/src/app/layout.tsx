import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { PageSubtitleProvider } from '@/components/layout/page-subtitle';
import { RouteProgress } from '@/components/layout/route-progress';
import { LazyToaster } from '@/components/ui/lazy-toaster';
// Straight from the files, not '@/features/auth': the index would pull the account forms'
// code (react-hook-form, the resolver) into the main bundle (+37 kB gzip).
import { UnverifiedBanner } from '@/features/auth/components/unverified-banner';
import { UserMenu } from '@/features/auth/components/user-menu';
import { useAnalyticsFromSiteConfig } from '@/lib/analytics';
import { useHydrated } from '@/lib/use-hydrated';

// The back office's own account corner, in its own chunk: public pages never load it.
const AdminAccountMenu = lazy(async () => ({
  default: (await import('@/features/admin/components/admin-account-menu')).AdminAccountMenu,
}));

/** Who is signed in where the header is: the administrator in the back office, else the member. */
function AccountCorner() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return <UserMenu />;
  const placeholder = <span aria-hidden="true" className="inline-block h-11 w-24 shrink-0" />;
  // The server render (renderToString) cannot wait for a lazy chunk, and hydrating a boundary it
  // gave up on is a mismatch: the menu's code is asked for only once the page is hydrated.
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AdminAccountMenu />
    </Suspense>
  );
}

/**
 * The frame of every page: skip link, header, the page, footer credits and notifications.
 *
 * Scrolling: a new page starts at the top and Back/Forward return to where the user was
 * (<ScrollRestoration>). A page that changes only its query and should keep its place (filters,
 * a map toggle) navigates with `preventScrollReset`:
 *   setSearchParams(next, { preventScrollReset: true })   or   <Link preventScrollReset>.
 */
export function Layout() {
  useAnalyticsFromSiteConfig();
  return (
    <PageSubtitleProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-sea-800 focus:shadow-lg"
        >
          Skip to content
        </a>
        <RouteProgress />
        <Header account={<AccountCorner />} />
        <OfflineNotice />
        <UnverifiedBanner />
        {/* At least a screen tall, so the footer starts below the fold and a page growing
            from its skeleton to its content never pushes it out of view (layout shift). */}
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 outline-none"
        >
          <Outlet />
        </main>
        <Footer />
      </div>
      <LazyToaster />
      <ScrollRestoration />
    </PageSubtitleProvider>
  );
}
