import { formatPageTitle } from '@shared/page-title';

// Shared with the server, which puts the same title in the HTML it sends (no flicker on load).
export { defaultPageTitle, formatPageTitle, siteName } from '@shared/page-title';

/**
 * The document title of a page. Render it anywhere in the page (React 19 hoists <title> into
 * <head> and restores the previous one when the page goes):
 *
 *   <PageTitle title="All beaches" />        ->  "All beaches | Devon Dog Beaches"
 *   <PageTitle title={beach?.name} />        ->  the site title until the name is known
 *
 * One <PageTitle> per page; React needs a single string child, which this guarantees.
 */
export function PageTitle({ title }: { title?: string | null }) {
  return <title>{formatPageTitle(title)}</title>;
}
