import { test, type Locator, type Page } from '@playwright/test';
import { queryBeaches } from '@shared/beach-list';
import type { Beach, BeachListQuery } from '@shared/beaches';
import { formatLocalDate, todayInLondon } from '@shared/london-time';
import { formatDistance, sortByDistance, withDistances, withinMiles } from '@shared/near-me';
import { findPlace } from '@shared/places';
import { expect } from './support/expect';

/**
 * "Near me" with a mocked browser position near Ilfracombe, a typed postcode as a location, and
 * the dog filters. Every expected figure is worked out from the API with the same shared
 * functions the pages use.
 */

test.describe.configure({ timeout: 90_000 });

/** On the harbour at Ilfracombe. */
const ilfracombe = { latitude: 51.2085, longitude: -4.1235 };
const perPage = 24;

let beaches: Beach[] = [];

test.beforeAll(async ({ request }) => {
  beaches = (await (await request.get('/api/beaches')).json()) as Beach[];
  expect(beaches.length).toBeGreaterThan(perPage);
});

const nearest = (origin: { lat: number; lng: number }, query: BeachListQuery = {}) =>
  sortByDistance(withDistances(queryBeaches(beaches, query, 'name'), origin));

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Beaches', exact: true }).locator(':scope > li');
const cardName = (card: Locator) => card.getByRole('heading', { level: 3 });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /beaches/ });
const nearMeButton = (page: Page) => page.getByRole('button', { name: 'Near me', exact: true });

async function openFilters(page: Page) {
  if (page.viewportSize()!.width >= 1024) return;
  await page.getByRole('button', { name: 'Filters and sort' }).click();
}

const showing = (count: number) =>
  count === 0 ? '0 beaches' : `Showing 1 to ${Math.min(perPage, count)} of ${count} beaches`;

test.describe('near me with the browser position', () => {
  test.use({
    geolocation: ilfracombe,
    permissions: ['geolocation'],
  });

  test('shows distances, sorts nearest first and narrows to Within 5 miles', async ({ page }) => {
    const origin = { lat: ilfracombe.latitude, lng: ilfracombe.longitude };
    const byDistance = nearest(origin);
    const within5 = withinMiles(byDistance, 5);
    expect(within5.length).toBeGreaterThan(0);
    expect(within5.length).toBeLessThan(byDistance.length);

    // Nothing the API is asked carries the position.
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/'))
        apiCalls.push(request.url() + (request.postData() ?? ''));
    });

    await page.goto('/beaches');
    await expect(
      page.getByText(
        'We use your location only in this browser to sort beaches by distance; it is never sent to us.',
      ),
    ).toBeVisible();
    await nearMeButton(page).click();

    await expect(page.getByRole('heading', { name: 'Beaches near you' })).toBeVisible();
    await expect(page).toHaveURL(/\/beaches\?sort=distance$/);
    const first = cards(page).first();
    await expect(cardName(first)).toHaveText(byDistance[0]!.beach.name);
    await expect(first).toContainText(formatDistance(byDistance[0]!.miles!));
    await expect(cardName(cards(page).nth(1))).toHaveText(byDistance[1]!.beach.name);
    await expect(status(page)).toHaveText(showing(byDistance.length));
    await openFilters(page);
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('distance');

    await page.getByLabel('Within', { exact: true }).selectOption('5');
    await expect(page).toHaveURL(/\/beaches\?within=5&sort=distance$/);
    await expect(status(page)).toHaveText(showing(within5.length));
    await expect(cards(page)).toHaveCount(Math.min(perPage, within5.length));
    await expect(page.getByRole('button', { name: 'Remove filter: Within 5 miles' })).toBeVisible();

    // Another order keeps the distances on the cards.
    await page.getByLabel('Sort by', { exact: true }).selectOption('rating');
    await expect(page).toHaveURL(/\/beaches\?within=5&sort=rating$/);
    const byRating = queryBeaches(
      within5.map(({ beach }) => beach),
      { sortBy: 'rating' },
      'name',
    );
    await expect(cardName(cards(page).first())).toHaveText(byRating[0]!.name);
    await expect(cards(page).first()).toContainText(/\d mi \(\d+(\.\d)? km\)/);

    // The position outlives a reload in this tab, and never shows in the address.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Beaches near you' })).toBeVisible();
    await expect(status(page)).toHaveText(showing(within5.length));
    expect(page.url()).not.toMatch(/51\.2|4\.12|lat|lng/);
    for (const call of apiCalls) expect(call).not.toMatch(/51\.2|4\.12|lat=|lng=/);

    await page.getByRole('button', { name: 'Stop using my location' }).click();
    await expect(page.getByRole('heading', { name: 'Beaches near you' })).toBeVisible();
    await expect(nearMeButton(page)).toBeVisible();
    await expect(cards(page).first()).not.toContainText(' mi (');
  });

  test('the home page sorts by distance too', async ({ page }) => {
    const byDistance = nearest({ lat: ilfracombe.latitude, lng: ilfracombe.longitude });
    await page.goto('/');
    await nearMeButton(page).click();
    await expect(page).toHaveURL(/\/\?sort=distance$/);
    await expect(cardName(cards(page).first())).toHaveText(byDistance[0]!.beach.name);
    await expect(cards(page).first()).toContainText(formatDistance(byDistance[0]!.miles!));
  });
});

test.describe('near me refused', () => {
  test.use({ permissions: [] });

  test('says the permission was refused and offers the search box', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/beaches');
    await nearMeButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Location permission was refused. You can type a postcode or town in the search box instead.',
    );
    await expect(cards(page).first()).not.toContainText(' mi (');
  });
});

test('typing a postcode lists the beaches near it, nearest first', async ({ page }) => {
  const place = findPlace('EX34')!.place;
  const byDistance = nearest(place);

  await page.goto('/beaches');
  await page.getByRole('searchbox', { name: 'Search beaches' }).fill('EX34');
  await expect(page.getByRole('heading', { name: 'Beaches near EX34' })).toBeVisible();
  await expect(page).toHaveURL(/\/beaches\?q=EX34&sort=distance$/);
  await expect(status(page)).toHaveText(showing(byDistance.length));
  await expect(cardName(cards(page).first())).toHaveText(byDistance[0]!.beach.name);
  await expect(cards(page).first()).toContainText(formatDistance(byDistance[0]!.miles!));
  // Ilfracombe's own beaches lead the list.
  expect(byDistance[0]!.miles!).toBeLessThan(5);

  await page.getByLabel('Within', { exact: true }).selectOption('10');
  await expect(status(page)).toHaveText(showing(withinMiles(byDistance, 10).length));
});

test('the dog filters change the count and live in the URL', async ({ page }) => {
  const today = formatLocalDate(todayInLondon());
  const allowedToday = queryBeaches(beaches, { dogsAllowedOn: today }, 'name');
  const offLead = queryBeaches(beaches, { offLeadAllYear: true }, 'name');
  const both = queryBeaches(beaches, { dogsAllowedOn: today, offLeadAllYear: true }, 'name');
  expect(offLead.length).toBeGreaterThan(0);
  expect(offLead.length).toBeLessThan(beaches.length);

  await page.goto('/beaches');
  await openFilters(page);
  const offLeadToggle = page.getByRole('button', { name: /^Off-lead all year/ });
  await expect(offLeadToggle).toContainText(`(${offLead.length})`);
  await offLeadToggle.click();
  await expect(page).toHaveURL(/\/beaches\?offlead=1$/);
  await expect(offLeadToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(status(page)).toHaveText(showing(offLead.length));

  // Clicked, then awaited: the choice is checked once the list has read it back from the address,
  // which check() (it wants the state at once) does not wait for.
  const todayChoice = page.getByRole('radio', { name: /^Today/ });
  await todayChoice.click();
  await expect(todayChoice).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`/beaches\\?dogsAllowedOn=${today}&offlead=1$`));
  await expect(status(page)).toHaveText(showing(both.length));

  await page.getByRole('button', { name: 'Remove filter: Off-lead all year' }).click();
  await expect(page).toHaveURL(new RegExp(`/beaches\\?dogsAllowedOn=${today}$`));
  await expect(status(page)).toHaveText(showing(allowedToday.length));

  // A shared link restores them; Clear Filters clears them.
  await page.goto('/beaches?now=1&offlead=1');
  const now = queryBeaches(beaches, { dogsAllowedNow: true, offLeadAllYear: true }, 'name');
  await expect(status(page)).toHaveText(showing(now.length));
  await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
  await expect(page).toHaveURL(/\/beaches$/);
  await expect(status(page)).toHaveText(showing(beaches.length));

  // On home too.
  await page.goto('/');
  await openFilters(page);
  await page.getByRole('button', { name: /^Off-lead all year/ }).click();
  await expect(page).toHaveURL(/\/\?offlead=1$/);
  await expect(
    page.getByRole('heading', { name: `${offLead.length} dog-friendly beaches` }),
  ).toBeVisible();
});
