import { RefreshCw, SearchX } from 'lucide-react';
import { blogMessages, blogName } from '@shared/blog';
import { Button } from '@/components/ui/button';
import { BackToBlogLink } from './blog-post-view';

/** No post by that slug; or (with `onRetry`) it could not be fetched, and may be tried again. */
export function BlogPostNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <title>{`${blogMessages.notFoundTitle} | ${blogName}`}</title>
      <SearchX aria-hidden="true" className="mx-auto size-12 text-sea-600" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{blogMessages.notFoundTitle}</h1>
      <p className="mt-2 text-ink-muted">{blogMessages.notFound}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <BackToBlogLink />
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" /> Retry
          </Button>
        )}
      </div>
    </section>
  );
}
