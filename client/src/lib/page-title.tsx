export const siteName = 'Devon Dog Beaches';
export const defaultPageTitle = `${siteName}: where your dog is welcome on the Devon coast`;

/** "Bantham Beach | Devon Dog Beaches"; without a page name, the site's own title. */
export const formatPageTitle = (page?: string | null) =>
  page ? `${page} | ${siteName}` : defaultPageTitle;

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
