import { CloudOff, RefreshCw } from 'lucide-react';
import { Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/lib/page-title';

/**
 * A page's code that fails to download (offline in a car park, or a new release replaced the old
 * files) rejects its dynamic import with a TypeError about a module or chunk.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|module script|Importing a module script failed|Loading chunk|Failed to fetch/i.test(
    error.message,
  );
}

/**
 * The error element of the page area: the header and footer stay, and Retry reloads the page
 * (a failed module import stays failed until the document is loaded again).
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  return (
    <section role="alert" className="mx-auto max-w-xl py-12 text-center">
      <PageTitle title={chunkFailed ? 'Page could not load' : 'Something went wrong'} />
      <CloudOff aria-hidden="true" className="mx-auto size-12 text-sea-600" />
      <h1 className="mt-4 text-2xl font-bold text-ink">
        {chunkFailed ? 'This page could not load' : 'Something went wrong'}
      </h1>
      <p className="mt-2 text-ink-muted">
        {chunkFailed
          ? 'Check your connection and try again. If the site was just updated, retrying fetches the new version.'
          : 'Sorry, this page hit a problem. Trying again usually helps.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Retry
        </Button>
        <Link to="/" reloadDocument className={buttonClasses({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
