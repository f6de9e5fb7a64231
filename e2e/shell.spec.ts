import { test, type Page } from '@playwright/test';
import { expect } from './support/expect';

/** Below 1024 px the header's links fold behind the menu button. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;
const burger = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });
const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

test('the header links Home, All Beaches, Plan a walk, Blog and Contact and marks the current page', async ({
  page,
}) => {
  await page.goto('/beaches');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Devon Dog Beaches' }),
  ).toBeVisible();
  if (isPhone(page)) await burger(page).click();
  const nav = mainNav(page);
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'All Beaches',
    'Plan a walk',
    'Blog',
    'Contact',
  ]);
  await expect(nav.getByRole('link', { name: 'All Beaches' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  // The header has caught up with the new page (both link lists carry the mark).
  await expect(page.locator('header a[href="/blog"][aria-current="page"]')).toHaveCount(2);
  if (isPhone(page)) await burger(page).click();
  await expect(mainNav(page).getByRole('link', { name: 'Blog' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(mainNav(page).getByRole('link', { name: 'All Beaches' })).not.toHaveAttribute(
    'aria-current',
  );
});

test('the burger menu opens and closes on a phone, and is not there on a desktop', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  if (!isPhone(page)) {
    await expect(burger(page)).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toBeVisible();
    return;
  }
  await expect(mainNav(page)).toBeHidden();
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');

  await burger(page).click();
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Home',
    'All Beaches',
    'Plan a walk',
    'Blog',
    'Contact',
  ]);
  await burger(page).click();
  await expect(mainNav(page)).toBeHidden();

  await burger(page).click();
  await page.keyboard.press('Escape');
  await expect(mainNav(page)).toBeHidden();
  await expect(burger(page)).toBeFocused();

  await burger(page).click();
  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(mainNav(page)).toBeHidden();
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
});

test('Sign In returns to the page the user was on', async ({ page }) => {
  await page.goto('/beaches?beachType=sandy');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    `/auth?returnTo=${encodeURIComponent('/beaches?beachType=sandy')}`,
  );
});

test('an unknown path shows the 404 page with a way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('404 Page Not Found | Devon Dog Beaches');
  await expect(page.getByRole('link', { name: 'See all beaches' })).toHaveAttribute(
    'href',
    '/beaches',
  );
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).not.toHaveTitle(/404/);
});

test('the skip link takes keyboard users past the header', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await skip.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/beaches');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(1000);
  if (isPhone(page)) await burger(page).click();
  await mainNav(page).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
});

test('a page whose code cannot be downloaded offers Retry and keeps the header', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  const beachesChunk = /\/assets\/beaches-[\w-]{8}\.js$/;
  await page.route(beachesChunk, (route) => route.abort());
  if (isPhone(page)) await burger(page).click();
  await mainNav(page).getByRole('link', { name: 'All Beaches' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute(beachesChunk);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeHidden();
});

test('notifications: one at a time, closed by a swipe to the right', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const response = await page.request.get('/api/beaches');
  const [beach] = (await response.json()) as { slug: string }[];
  await page.goto(`/beach/${beach!.slug}`);
  await page.getByRole('button', { name: 'Share this beach' }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();

  const notifications = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(notifications).toHaveCount(1);
  await expect(notifications.first()).toContainText('Link copied!');

  // A failing copy replaces the first notification rather than stacking under it.
  await page.evaluate("navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))");
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(notifications).toHaveCount(1);
  await expect(notifications.first()).toContainText('Copy failed. Please copy the link manually.');

  const box = (await notifications.first().boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, y, { steps: 4 });
  await page.mouse.move(box.x + 160, y, { steps: 4 });
  await page.mouse.up();
  await expect(notifications).toHaveCount(0);
});

test('a signed-out visitor sees no console error on the pages that ask who is signed in', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Map tiles cannot load here (no internet); that is not the page's own error.
    if (message.type() === 'error' && !message.location().url.includes('tile.openstreetmap')) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  for (const path of ['/auth', '/profile', '/contact', '/admin/login']) {
    const session = page.waitForResponse((response) =>
      /\/api\/(auth|admin)\/session$/.test(new URL(response.url()).pathname),
    );
    await page.goto(path);
    expect((await session).status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  expect(errors).toEqual([]);
});
