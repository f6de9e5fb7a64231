import { RefreshCw, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/lib/page-title';

/** No beach by that slug or id, or the beach could not be fetched: one page for both. */
export function BeachNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <PageTitle title="Beach Not Found" />
      <SearchX aria-hidden="true" className="mx-auto size-12 text-sea-600" />
      <h1 className="mt-4 text-2xl font-bold text-ink">Beach Not Found</h1>
      <p className="mt-2 text-ink-muted">The beach you're looking for doesn't exist.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses()}>
          Back to Beaches
        </Link>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" /> Try again
          </Button>
        )}
      </div>
    </section>
  );
}
