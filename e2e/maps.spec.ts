import { expect, test, type Page } from '@playwright/test';
import { blockTiles, serveBlankTiles } from './support/tiles';

/**
 * The maps (docs/product.md, "Maps"). Map tiles cannot load here: the tests either block them
 * (the fallback) or serve a blank tile locally (the Leaflet map itself).
 */
interface BeachSummary {
  name: string;
  slug: string;
  latitude: string | null;
  longitude: string | null;
  postcode: string | null;
}

// The Map View embeds openstreetmap.org, which cannot load here either.
const stubOsmEmbed = (page: Page) =>
  page.route(/www\.openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>OpenStreetMap</p>' }),
  );

// The map's code is a lazy chunk and the fallback waits 2 s for tiles; on a busy test machine
// both take a while.
const mapTimeout = 20_000;
test.describe.configure({ timeout: 60_000 });

const beachList = async (page: Page) =>
  (await (await page.request.get('/api/beaches')).json()) as BeachSummary[];

test.describe('the home map when tiles cannot load', () => {
  test.beforeEach(async ({ page }) => {
    await blockTiles(page);
    await stubOsmEmbed(page);
  });

  test('falls back to the dot map with the first 50 beaches, a key and the first 12 locations', async ({
    page,
  }) => {
    const beaches = await beachList(page);
    const plotted = Math.min(50, beaches.filter((beach) => beach.latitude).length);
    await page.goto('/');
    const map = page.getByRole('region', { name: 'Beach map' });
    await expect(map.getByText(/The map tiles could not load/)).toBeVisible({
      timeout: mapTimeout,
    });
    const dots = map.getByRole('group', { name: `Simplified map of ${plotted} beaches` });
    await expect(dots.getByRole('button')).toHaveCount(plotted);
    await expect(map.getByRole('list', { name: 'Map key' })).toContainText('Year round access');
    const list = map.getByRole('region', { name: 'Beach locations' });
    await expect(list.getByRole('button')).toHaveCount(12);
  });

  test('toggles between Interactive View and Map View', async ({ page }) => {
    await page.goto('/');
    const map = page.getByRole('region', { name: 'Beach map' });
    const mapView = map.getByRole('button', { name: 'Map View' });
    await expect(mapView).toBeVisible({ timeout: mapTimeout });
    await mapView.click();
    await expect(mapView).toHaveAttribute('aria-pressed', 'true');
    const frame = map.getByTitle('OpenStreetMap of the beaches');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
    await map.getByRole('button', { name: 'Interactive View' }).click();
    await expect(map.getByRole('group', { name: /^Simplified map of/ })).toBeVisible();
    await expect(frame).toHaveCount(0);
  });

  test('selects a beach from the list and the dots, then opens its page with View Details', async ({
    page,
  }) => {
    await page.goto('/');
    const map = page.getByRole('region', { name: 'Beach map' });
    const list = map.getByRole('region', { name: 'Beach locations' });
    const first = list.getByRole('button').first();
    await expect(first).toBeVisible({ timeout: mapTimeout });
    const name = (await first.locator('span.truncate').textContent())!;
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');

    const card = map.getByRole('region', { name: 'Selected beach' });
    await expect(card.getByRole('heading', { name, exact: true })).toBeVisible();
    const directions = card.getByRole('link', { name: /Directions/ });
    await expect(directions).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d/,
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
    const dot = map.getByRole('button', { name: new RegExp(`^${name}, .+: `), pressed: true });
    await expect(dot).toHaveCount(1);

    // Keyboard: the dots are one tab stop; the arrows walk them and Enter selects.
    await dot.focus();
    await page.keyboard.press('ArrowRight');
    const next = map.locator('[role="group"] button:focus');
    const nextLabel = (await next.getAttribute('aria-label'))!;
    await page.keyboard.press('Enter');
    await expect(card.getByRole('heading', { level: 3 }).first()).toHaveText(
      nextLabel.split(', ')[0]!,
    );

    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/beach\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextLabel.split(', ')[0]!);
  });
});

test.describe('the home map with tiles', () => {
  test('shows clustered markers whose popup leads to the beach', async ({ page }) => {
    await serveBlankTiles(page);
    await page.goto('/');
    const map = page.getByRole('region', { name: /^Interactive map of \d+ beaches$/ });
    await expect(map).toBeVisible({ timeout: mapTimeout });
    // Zoom into clusters until a single beach shows.
    const marker = map.locator('.beach-marker').first();
    for (let attempt = 0; attempt < 6 && (await marker.count()) === 0; attempt += 1) {
      await map.locator('.beach-cluster').first().click();
      await page.waitForTimeout(500);
    }
    const name = (await marker.getAttribute('title'))!;
    await expect(marker).toHaveAttribute('role', 'button');
    const popup = map.locator('.leaflet-popup');

    // Keyboard: Enter opens the popup and moves into it; Escape closes it and returns.
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(popup.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(popup.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(marker).toBeFocused();

    await marker.click();
    await expect(popup.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(popup.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await popup.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/beach\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    // Two seconds on, the working map is still there: no fallback.
    await page.goBack();
    await expect(map).toBeVisible({ timeout: mapTimeout });
    await page.waitForTimeout(2500);
    await expect(page.getByText(/The map tiles could not load/)).toHaveCount(0);
  });
});

test.describe('a beach page map', () => {
  test('falls back to its place on the coast and its coordinates, with Directions and Open in Maps', async ({
    page,
  }) => {
    await blockTiles(page);
    const beach = (await beachList(page)).find((candidate) => candidate.latitude)!;
    await page.goto(`/beach/${beach.slug}`);
    await expect(
      page.getByRole('img', { name: `Simplified map showing where ${beach.name} is on the coast` }),
    ).toBeVisible({ timeout: mapTimeout });
    const lat = Number(beach.latitude);
    const lng = Number(beach.longitude);
    await expect(
      page.getByText(`${lat.toFixed(4)}° N, ${Math.abs(lng).toFixed(4)}° W`),
    ).toBeVisible();
    const location = page.getByRole('group', { name: `Location of ${beach.name}` });
    await expect(location.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${lat},${lng}`)}`,
    );
    await expect(location.getByRole('link', { name: /^Open in Maps/ })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`,
    );
  });

  test('shows the beach at zoom 15 when tiles load', async ({ page }) => {
    await serveBlankTiles(page);
    const beach = (await beachList(page)).find((candidate) => candidate.latitude)!;
    const tileRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('tile.openstreetmap.org')) tileRequests.push(request.url());
    });
    await page.goto(`/beach/${beach.slug}`);
    const map = page.getByRole('region', { name: `Map of ${beach.name}` });
    await expect(map).toBeVisible({ timeout: mapTimeout });
    await expect(map.locator('.beach-marker')).toHaveCount(1);
    await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
    expect(tileRequests.every((url) => /\.org\/15\/\d+\/\d+\.png$/.test(url))).toBe(true);
  });
});
