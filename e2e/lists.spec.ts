import { test, type Locator, type Page } from '@playwright/test';
import { queryBeaches } from '@shared/beach-list';
import type { Beach, BeachListQuery, Stats } from '@shared/beaches';
import { formatWeekdayDayMonth } from '@shared/dog-rules';
import { listDayChoices } from '@shared/list-day';
import { parseLocalDate } from '@shared/london-time';
import { expect } from './support/expect';

/**
 * The home page and the all-beaches list (docs/product.md, "Beach lists"): filters, sort, the URL,
 * pagination, empty and error states, the type tiles, the map toggle and the stats strip. Every
 * expected figure is worked out from the API with the same filter+sort function the pages use.
 */

// Four people share two cores while these run: give loading room rather than flake.
test.describe.configure({ timeout: 90_000 });

const perPage = 24;
const homeLimit = 20;

let beaches: Beach[] = [];

test.beforeAll(async ({ request }) => {
  beaches = (await (await request.get('/api/beaches')).json()) as Beach[];
  expect(beaches.length).toBeGreaterThan(perPage * 2);
});

const expected = (query: BeachListQuery, defaultSort: 'name' | 'rating' = 'name') =>
  queryBeaches(beaches, query, defaultSort);

/** The result cards, not the lists nested inside them. */
const cards = (page: Page) =>
  page.getByRole('list', { name: 'Beaches', exact: true }).locator(':scope > li');

const cardName = (card: Locator) => card.getByRole('heading', { level: 3 });

/** Below the desktop breakpoint the filters fold away behind one button. */
async function openFilters(page: Page) {
  if (page.viewportSize()!.width >= 1024) return;
  await page.getByRole('button', { name: 'Filters and sort' }).click();
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /beaches/ });

test.describe('all beaches', () => {
  test('pages through the list 24 at a time', async ({ page }) => {
    const total = beaches.length;
    const pages = Math.ceil(total / perPage);
    const byName = expected({});

    await page.goto('/beaches');
    await expect(page).toHaveTitle(/All beaches/);
    await expect(status(page)).toHaveText(`Showing 1 to ${perPage} of ${total} beaches`);
    await expect(cards(page)).toHaveCount(perPage);
    await expect(cardName(cards(page).first())).toHaveText(byName[0]!.name);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(
      Math.min(5, pages),
    );
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(status(page)).toHaveText(`Showing 25 to 48 of ${total} beaches`);
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cardName(cards(page).first())).toHaveText(byName[perPage]!.name);

    await page.goto(`/beaches?page=${pages}`);
    await expect(status(page)).toHaveText(
      `Showing ${(pages - 1) * perPage + 1} to ${total} of ${total} beaches`,
    );
    await expect(cards(page)).toHaveCount(total - (pages - 1) * perPage);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pagination.getByRole('button', { name: `Page ${pages}` })).toBeVisible();

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pages - 1}\\b`));

    // A page number beyond the end (an old link) shows the last page.
    await page.goto('/beaches?page=999');
    await expect(status(page)).toHaveText(
      `Showing ${(pages - 1) * perPage + 1} to ${total} of ${total} beaches`,
    );
  });

  test('filters and sort change the list and the URL, and Back restores them', async ({ page }) => {
    const area = 'South Devon';
    const inArea = expected({ location: area });
    const byLocation = expected({ location: area, hasParking: true, sortBy: 'rating' });
    expect(inArea.length).toBeGreaterThan(0);

    await page.goto('/beaches?page=2');
    await openFilters(page);
    await page.getByLabel('Location', { exact: true }).selectOption(area);
    await expect(page).toHaveURL(/\?location=south-devon$/);
    await expect(status(page)).toHaveText(
      `Showing 1 to ${Math.min(perPage, inArea.length)} of ${inArea.length} beaches`,
    );
    await expect(cardName(cards(page).first())).toHaveText(inArea[0]!.name);
    await expect(page.getByRole('button', { name: `Remove filter: ${area}` })).toBeVisible();

    await page.getByRole('button', { name: /^Parking/ }).click();
    await expect(page.getByRole('button', { name: /^Parking/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByLabel('Sort by', { exact: true }).selectOption('rating');
    await expect(page).toHaveURL(/\?location=south-devon&parking=1&sort=rating$/);
    await expect(status(page)).toContainText(`of ${byLocation.length} beaches`);
    await expect(cardName(cards(page).first())).toHaveText(byLocation[0]!.name);

    await page.goBack();
    await expect(page).toHaveURL(/\?location=south-devon&parking=1$/);
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('name');
    await page.goBack();
    await expect(page).toHaveURL(/\?location=south-devon$/);
    await expect(page.getByRole('button', { name: /^Parking/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/beaches\?page=2$/);
    await expect(status(page)).toHaveText(`Showing 25 to 48 of ${beaches.length} beaches`);

    // A shared link opens the same list.
    await page.goto('/beaches?type=rocky&access=year-round&view=list');
    const rocky = expected({ beachType: 'rocky', accessType: 'year-round' });
    await expect(status(page)).toContainText(`of ${rocky.length} beaches`);
    await openFilters(page);
    await expect(page.getByLabel('Beach type', { exact: true })).toHaveValue('rocky');
    await expect(page.getByLabel('Dog access', { exact: true })).toHaveValue('year-round');
  });

  test('Saturday, chosen by keyboard, filters the list, names the day on the cards and survives a reload', async ({
    page,
  }) => {
    const { today, tomorrow, saturday } = listDayChoices();
    const allowed = expected({ dogsAllowedOn: saturday });
    const day = formatWeekdayDayMonth(parseLocalDate(saturday)!);
    const badge = page.locator('article p[data-state]').first();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    await page.goto('/beaches');
    await openFilters(page);
    await page.getByRole('radio', { name: 'Any day' }).focus();
    // Today, Tomorrow, Saturday: the arrow keys move through the day's choices.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /^Saturday/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Saturday/ })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/beaches\\?dogsAllowedOn=${saturday}$`));
    await expect(status(page)).toContainText(`of ${allowed.length} beaches`);
    await expect(
      page.getByRole('button', { name: `Remove filter: Dogs allowed ${day}` }),
    ).toBeVisible();
    await expect(badge).toHaveText(new RegExp(`^${day}: `));

    // The server renders the day's list and the browser takes it over as it is.
    await page.reload({ waitUntil: 'load' });
    await expect(page).toHaveURL(new RegExp(`/beaches\\?dogsAllowedOn=${saturday}$`));
    await expect(status(page)).toContainText(`of ${allowed.length} beaches`);
    await expect(badge).toHaveText(new RegExp(`^${day}: `));
    await openFilters(page);
    // Read back from the address, the day shows as the first choice that names it.
    const shown = saturday === today ? 'Today' : saturday === tomorrow ? 'Tomorrow' : 'Saturday';
    await expect(page.getByRole('radio', { name: new RegExp(`^${shown}`) })).toBeChecked();
    expect(problems.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  test('search narrows the list, and an empty result offers to clear the filters', async ({
    page,
  }) => {
    const found = expected({ search: 'cove' });
    await page.goto('/beaches');
    await page.getByRole('searchbox', { name: 'Search beaches' }).fill('cove');
    await expect(page).toHaveURL(/\?q=cove$/);
    await expect(status(page)).toContainText(`of ${found.length} beaches`);

    await page.getByRole('searchbox', { name: 'Search beaches' }).fill('no such beach anywhere');
    await expect(page.getByRole('heading', { name: 'No beaches found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or filters')).toBeVisible();
    await page
      .getByRole('region', { name: 'No beaches found' })
      .getByRole('button', { name: 'Clear Filters' })
      .click();
    await expect(page).toHaveURL(/\/beaches$/);
    await expect(page.getByRole('searchbox', { name: 'Search beaches' })).toHaveValue('');
    await expect(status(page)).toHaveText(`Showing 1 to ${perPage} of ${beaches.length} beaches`);
  });

  test('switches between grid and list views', async ({ page }) => {
    await page.goto('/beaches');
    const grid = page.getByRole('button', { name: 'Grid view' });
    const list = page.getByRole('button', { name: 'List view' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\?view=list$/);
    await expect(cards(page)).toHaveCount(perPage);
    await page.goBack();
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
  });

  test('says when the beaches cannot be fetched, and retries', async ({ page }) => {
    test.slow();
    await page.route('**/api/beaches', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/beaches');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch beaches', {
      timeout: 20_000,
    });
    await page.unroute('**/api/beaches');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(cards(page)).toHaveCount(perPage);
  });
});

test.describe('home', () => {
  test('shows six placeholders, then the first 20 beaches and a way to all of them', async ({
    page,
  }) => {
    // Slower than the second a server-rendered page waits for its data (app/hydrate.tsx): the
    // page then replaces its server render with its own placeholders.
    await page.route('**/api/beaches', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto('/');
    await expect(
      page.getByRole('list', { name: 'Loading beaches' }).locator(':scope > li'),
    ).toHaveCount(6);

    const byRating = expected({}, 'rating');
    await expect(
      page.getByRole('heading', { name: `${beaches.length} dog-friendly beaches` }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(homeLimit);
    await expect(cardName(cards(page).first())).toHaveText(byRating[0]!.name);
    await expect(
      page.getByText(`Showing first ${homeLimit} of ${beaches.length} beaches`),
    ).toBeVisible();
    await page.getByRole('link', { name: 'View All Beaches' }).click();
    await expect(page).toHaveURL(/\/beaches$/);
    await expect(status(page)).toHaveText(`Showing 1 to ${perPage} of ${beaches.length} beaches`);
  });

  test('the type tiles set and reset the beach type', async ({ page }) => {
    const sandy = expected({ beachType: 'sandy' });
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Browse by beach type' });
    const tile = tiles.getByRole('button', { name: /^Sandy/ });
    await expect(tile).toContainText(`${sandy.length} beaches`);
    await tile.click();
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?type=sandy$/);
    await expect(
      page.getByRole('heading', { name: `${sandy.length} dog-friendly beaches` }),
    ).toBeVisible();
    // The results come into view after a filter changes (300 ms later, smoothly).
    await expect(page.getByRole('heading', { name: /dog-friendly beaches$/ })).toBeInViewport();

    await tiles.getByRole('button', { name: /^Rocky/ }).click();
    await expect(tile).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\?type=rocky$/);
    await tiles.getByRole('button', { name: /^Rocky/ }).click();
    await expect(tiles.getByRole('button', { name: /^Rocky/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { name: `${beaches.length} dog-friendly beaches` }),
    ).toBeVisible();
  });

  test('View All Beaches carries the filters over', async ({ page }) => {
    const counts = new Map<string, number>();
    for (const beach of beaches) counts.set(beach.location, (counts.get(beach.location) ?? 0) + 1);
    const [area, count] = [...counts].find(([, n]) => n > homeLimit)!;

    await page.goto('/');
    await openFilters(page);
    await page.getByLabel('Location', { exact: true }).selectOption(area);
    await expect(page.getByText(`Showing first ${homeLimit} of ${count} beaches`)).toBeVisible();
    await page.getByRole('link', { name: 'View All Beaches' }).click();
    await expect(page).toHaveURL(/\/beaches\?location=[a-z-]+$/);
    await expect(status(page)).toContainText(`of ${count} beaches`);
  });

  test('the map is shown at first and the toggle hides and shows it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Hide Map' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Beach map' })).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Show Map' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('region', { name: 'Beach map' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Map' }).click();
    await expect(page.getByRole('region', { name: 'Beach map' })).toBeVisible();
  });

  test('the stats strip shows the figures of /api/stats', async ({ page, request }) => {
    const stats = (await (await request.get('/api/stats')).json()) as Stats;
    await page.goto('/');
    const strip = page.getByLabel('The beaches in figures');
    const figure = (label: string) =>
      strip
        .locator('div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd')
        .first();
    await expect(figure('Beaches')).toHaveText(stats.totalBeaches.toLocaleString('en-GB'));
    await expect(figure('Year-round beaches')).toHaveText(
      stats.yearRoundBeaches.toLocaleString('en-GB'),
    );
    await expect(figure('Community reviews')).toHaveText(
      stats.totalReviews.toLocaleString('en-GB'),
    );
    await expect(figure('Average rating')).toHaveText(
      stats.totalReviews > 0 ? stats.averageRating.toFixed(1) : '–',
    );
  });

  test('searching from the hero lists the matching beaches', async ({ page }) => {
    const found = expected({ search: 'bay' }, 'rating');
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search beaches' });
    await expect(search).toHaveAttribute('placeholder', 'Search beaches by name or location...');
    await search.fill('bay');
    await search.press('Enter');
    await expect(page).toHaveURL(/\?q=bay$/);
    await expect(
      page.getByRole('heading', { name: `${found.length} dog-friendly beaches` }),
    ).toBeInViewport();
    await expect(cardName(cards(page).first())).toHaveText(found[0]!.name);
    await expect(page.getByRole('button', { name: 'Remove filter: “bay”' })).toBeVisible();
  });

  test('an empty result offers Clear All Filters', async ({ page }) => {
    await page.goto('/?q=no+such+beach+anywhere');
    await expect(page.getByRole('heading', { name: 'No beaches found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(
      page.getByRole('heading', { name: `${beaches.length} dog-friendly beaches` }),
    ).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search beaches' })).toHaveValue('');
  });
});
