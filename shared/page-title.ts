/** The site's name and its page titles, the same on the client (<PageTitle>) and in the HTML the server sends. */
export const siteName = 'Devon Dog Beaches';
export const defaultPageTitle = `${siteName}: where your dog is welcome on the Devon coast`;

/** "Bantham Beach | Devon Dog Beaches"; without a page name, the site's own title. */
export const formatPageTitle = (page?: string | null) =>
  page ? `${page} | ${siteName}` : defaultPageTitle;
