import { describe, expect, it } from 'vitest';
import {
  beachesPerPage,
  clampPage,
  pageCount,
  pageItems,
  pageRange,
  pageWindow,
  showingText,
} from './pagination';

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [24, 1],
    [25, 2],
    [48, 2],
    [164, 7],
  ])('%i beaches make %i pages of 24', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it('shows 24 beaches a page', () => {
    expect(beachesPerPage).toBe(24);
  });
});

describe('clampPage', () => {
  it.each([
    [1, 7, 1],
    [4, 7, 4],
    [99, 7, 7],
    [0, 7, 1],
    [-3, 7, 1],
    [2.7, 7, 2],
    [Number.NaN, 7, 1],
    [Number.POSITIVE_INFINITY, 7, 1],
    [3, 0, 1],
  ])('page %d of %i pages is shown as page %i', (page, pages, shown) => {
    expect(clampPage(page, pages)).toBe(shown);
  });
});

describe('pageWindow', () => {
  // Each case: the current page, the number of pages, and the page buttons shown.
  it.each<[string, [number, number, number[]][]]>([
    [
      'shows every page when there are five or fewer',
      [
        [1, 1, [1]],
        [2, 3, [1, 2, 3]],
        [5, 5, [1, 2, 3, 4, 5]],
      ],
    ],
    [
      'starts at page 1 near the start',
      [
        [1, 10, [1, 2, 3, 4, 5]],
        [2, 10, [1, 2, 3, 4, 5]],
        [3, 10, [1, 2, 3, 4, 5]],
      ],
    ],
    [
      'centres the current page in the middle',
      [
        [4, 10, [2, 3, 4, 5, 6]],
        [6, 10, [4, 5, 6, 7, 8]],
      ],
    ],
    [
      'ends at the last page near the end',
      [
        [8, 10, [6, 7, 8, 9, 10]],
        [10, 10, [6, 7, 8, 9, 10]],
        [7, 7, [3, 4, 5, 6, 7]],
      ],
    ],
  ])('%s', (_title, cases) => {
    for (const [page, pages, shown] of cases) expect(pageWindow(page, pages)).toEqual(shown);
  });

  it('never shows more than five buttons', () => {
    for (let page = 1; page <= 40; page += 1) {
      const window = pageWindow(page, 40);
      expect(window).toHaveLength(5);
      expect(window).toContain(page);
    }
  });
});

describe('showingText', () => {
  it('counts the first, a middle and the last page', () => {
    expect(showingText(1, 164)).toBe('Showing 1 to 24 of 164 beaches');
    expect(showingText(2, 164)).toBe('Showing 25 to 48 of 164 beaches');
    expect(showingText(7, 164)).toBe('Showing 145 to 164 of 164 beaches');
  });

  it('handles a short list and an empty one', () => {
    expect(showingText(1, 3)).toBe('Showing 1 to 3 of 3 beaches');
    expect(pageRange(1, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('pageItems', () => {
  it('slices one page', () => {
    const items = Array.from({ length: 50 }, (_, index) => index + 1);
    expect(pageItems(items, 1)).toHaveLength(24);
    expect(pageItems(items, 3)).toEqual([49, 50]);
    expect(pageItems(items, 2)[0]).toBe(25);
  });
});
