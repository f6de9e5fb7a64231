import { expect as baseExpect, test, type Page } from '@playwright/test';
import { blockTiles } from './support/tiles';

// The first visit installs the worker and precaches the app; allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 20_000 });

// The only spec that lets the site's service worker run (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(({ page }) => blockTiles(page));

const notice = (page: Page) => page.getByText('Offline, showing saved data', { exact: true });
const beachCards = (page: Page) =>
  page.getByRole('list', { name: 'Beaches', exact: true }).locator(':scope > li');

/** The part of the page's window this spec reads (the e2e project has no DOM types). */
interface PageWindow {
  navigator: { serviceWorker: { controller: object | null } };
}

/** Resolves when a service worker controls the page (it claims the page it was installed from). */
const controlledByWorker = (page: Page) =>
  page.waitForFunction(
    () => (globalThis as unknown as PageWindow).navigator.serviceWorker.controller !== null,
    undefined,
    { timeout: 30_000 },
  );

test('the manifest is linked from every page and describes an installable app', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Devon Dog Beaches',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b5f8a',
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  // The worker itself is revalidated on every visit, so a new deployment replaces it.
  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toMatch(/max-age=0/);
});

test('offline, the beach list and a beach page already read still show, with a notice', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const [beach] = (await (await request.get('/api/beaches')).json()) as {
    slug: string;
    name: string;
  }[];
  expect(beach).toBeDefined();

  // First visit: the home page's list is read before the worker is there; it is saved once the
  // worker takes control.
  await page.goto('/');
  await expect(beachCards(page).first()).toBeVisible();
  await controlledByWorker(page);
  await expect(notice(page)).toBeHidden();

  await page.goto(`/beach/${beach!.slug}`);
  const beachHeading = page.getByRole('heading', { level: 1, name: beach!.name });
  await expect(beachHeading).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(beachHeading).toBeVisible();
  await expect(notice(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ has: notice(page) })).toBeVisible();

  await page.goto('/beaches');
  await expect(beachCards(page).first()).toBeVisible();
  await expect(notice(page)).toBeVisible();

  await page.goto('/');
  await expect(beachCards(page).first()).toBeVisible();
  await expect(notice(page)).toBeVisible();

  // Back online, the browser says so and the notice goes.
  await context.setOffline(false);
  await expect(notice(page)).toBeHidden();
});
