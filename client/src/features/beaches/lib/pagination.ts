/** The all-beaches page shows 24 beaches a page and at most 5 page buttons. */
export const beachesPerPage = 24;
export const maxPageButtons = 5;

/** How many pages a list needs; an empty list still has one (empty) page. */
export const pageCount = (total: number, perPage = beachesPerPage) =>
  Math.max(1, Math.ceil(total / perPage));

/** A page number from the URL may be stale (the list shrank) or nonsense: bring it into range. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/**
 * The page buttons to show: a window of up to `size` pages around the current one, kept whole at
 * the start and the end (1-5 on page 2, 6-10 on page 10 of 10).
 */
export function pageWindow(current: number, pages: number, size = maxPageButtons): number[] {
  const count = Math.min(size, pages);
  const first = Math.min(Math.max(1, current - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The 1-based positions of the first and last item on a page (0 and 0 for an empty list). */
export function pageRange(page: number, total: number, perPage = beachesPerPage) {
  if (total === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * perPage + 1;
  return { from, to: Math.min(total, page * perPage), total };
}

/** 'Showing X to Y of Z beaches', above the all-beaches page's list. */
export function showingText(page: number, total: number, perPage = beachesPerPage): string {
  const { from, to } = pageRange(page, total, perPage);
  return `Showing ${from} to ${to} of ${total} beaches`;
}

export const pageItems = <T>(items: readonly T[], page: number, perPage = beachesPerPage): T[] =>
  items.slice((page - 1) * perPage, page * perPage);
