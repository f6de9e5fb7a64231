import { useLayoutEffect } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { serializeJsonLd } from '../lib/structured-data';

/**
 * The page's `<meta name="description">` (React 19 hoists it into <head> and removes it when the
 * page goes). index.html carries the site's own description for the first paint; while this page
 * is shown that one says the same, so a reader of either finds the page's words.
 */
export function PageDescription({ content }: { content: string }) {
  useLayoutEffect(() => {
    const others = [
      ...document.head.querySelectorAll<HTMLMetaElement>(
        'meta[name="description"]:not([data-page-description])',
      ),
    ];
    const previous = others.map((meta) => meta.content);
    for (const meta of others) meta.content = content;
    return () => others.forEach((meta, index) => (meta.content = previous[index] ?? ''));
  }, [content]);
  return <meta name="description" content={content} data-page-description="" />;
}

/**
 * Structured data for search engines (schema.org as JSON-LD). The server's blocks for the first
 * page (`data-server-head`, features/seo) go when a page renders its own: one source per page.
 * Not in the server render of the page (it carries no script; the head has the server's
 * blocks), so not while the page hydrates either.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (!hydrated) return;
    for (const block of document.head.querySelectorAll('script[data-server-head]')) block.remove();
  }, [hydrated]);
  if (!hydrated) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
