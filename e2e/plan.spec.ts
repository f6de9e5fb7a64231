import { readFile } from 'node:fs/promises';
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, formatLocalDate, todayInLondon } from '@shared/london-time';
import { distanceMiles } from '@shared/near-me';
import { allPlaces } from '@shared/places';
import type { Plan } from '@shared/plan';
import { expect } from './support/expect';
import { blockTiles } from './support/tiles';

/**
 * The plan page as an owner uses it: a Saturday afternoon from a postcode, the address shared and
 * opened afresh, one walk saved to a calendar, and a result's beach page opened.
 */

// A plan waits on the page's code and the plan itself; allow for a busy test machine.
test.describe.configure({ timeout: 90_000 });

// Map tiles cannot load here; fail them fast, as a visitor offline would see them fail.
test.beforeEach(({ page }) => blockTiles(page));

/** A plan's query for a Saturday afternoon from EX39, low tide only. */
const afternoonFromEX39 = (date: string) =>
  `date=${date}&start=12%3A00&end=17%3A00&from=EX39&radius=25&tide=low`;

/**
 * The first Saturday at the coast (today when it is one) whose afternoon has a low-tide walk near
 * EX39, with the API's plan for it. Low water moves about 50 minutes a day, so on some Saturdays
 * the afternoon is all high water and no beach fits; that answer has its own test, and this one
 * needs results.
 */
async function saturdayWithWalks(
  request: APIRequestContext,
): Promise<{ date: string; plan: Plan }> {
  const today = todayInLondon();
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  for (let week = 0; week < 8; week += 1) {
    const date = formatLocalDate(addDays(today, ((6 - weekday + 7) % 7) + week * 7));
    const plan = (await (await request.get(`/api/plan?${afternoonFromEX39(date)}`)).json()) as Plan;
    if (plan.results.length > 0) return { date, plan };
  }
  throw new Error('No Saturday in the next eight weeks has a low-tide afternoon walk near EX39');
}

const results = (page: Page) => page.getByRole('list', { name: 'Beaches, best first' });
const resultNames = (page: Page) => results(page).locator(':scope > li h3').allTextContents();

test('plans a Saturday afternoon from EX39, shares it, saves a walk and opens a beach', async ({
  page,
  browser,
}) => {
  const { date: saturday, plan } = await saturdayWithWalks(page.request);
  await page.goto('/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Where can my dog go?' })).toBeVisible();
  await page.getByLabel('Day', { exact: true }).fill(saturday);
  await page.getByLabel('From', { exact: true }).fill('12:00');
  await page.getByLabel('To', { exact: true }).fill('17:00');
  await page.getByLabel('Starting place').fill('EX39');
  await page.getByRole('button', { name: 'Find beaches' }).click();

  const search = afternoonFromEX39(saturday);
  await expect(page).toHaveURL(`/plan?${search}`);
  await expect(results(page)).toBeVisible();
  const names = plan.results.map((result) => result.beach.name);
  expect(await resultNames(page)).toEqual(names);
  await expect(page).toHaveTitle(/^Dog walks on Saturday \d+ \w+ near EX39 \| /);

  // The address alone brings the same plan back, in a browser that has seen nothing before.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await blockTiles(other);
    await other.goto(page.url());
    await expect(results(other)).toBeVisible();
    expect(await resultNames(other)).toEqual(names);
    await expect(other.getByLabel('Starting place')).toHaveValue('EX39');
    await expect(other.getByLabel('From', { exact: true })).toHaveValue('12:00');
  } finally {
    await fresh.close();
  }

  // One walk as a calendar file.
  const first = results(page).locator(':scope > li').first();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    first
      .getByRole('button', { name: /^Add to calendar/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^dog-walk-${plan.results[0]!.beach.slug}-${saturday}-\\d{4}\\.ics$`),
  );
  const calendar = (await readFile(await download.path(), 'utf8')).replace(/\r?\n[ \t]/g, '');
  expect(calendar).toContain('BEGIN:VEVENT');
  expect(calendar).toContain(`SUMMARY:Dog walk at ${names[0]!.replace(/[,;]/g, '\\$&')}`);

  // And the beach itself.
  await first.getByRole('link', { name: names[0] }).click();
  await expect(page).toHaveURL(`/beach/${plan.results[0]!.beach.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible({
    timeout: 30_000,
  });
});

test('/plan arrives server-rendered and comes alive; the answer’s code loads with a plan', async ({
  page,
  request,
}) => {
  const plain = await (await request.get('/plan')).text();
  expect(plain).toMatch(
    /<div id="root" aria-hidden="true"><[\s\S]*<h1[^>]*>Where can my dog go\?<\/h1>/,
  );
  expect(await (await request.get('/plan?from=EX39')).text()).toContain('<div id="root"></div>');

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const chunks: string[] = [];
  page.on('request', (asked) => {
    const { pathname } = new URL(asked.url());
    if (pathname.startsWith('/assets/')) chunks.push(pathname);
  });
  // The answer's time lines and its map are chunks of their own (plan-results, plan-map): the
  // empty form does not load them, nor the list of beaches the map reads, nor the catalogue's
  // schemas (beaches, dog-rules) that the answer is checked against.
  const answerCode = (pathname: string) =>
    /\/assets\/plan-(results|map)-[\w-]+\.js$/.test(pathname);
  const catalogueCode = (pathname: string) =>
    /\/assets\/(beaches|dog-rules)-[\w-]+\.js$/.test(pathname);
  await page.goto('/plan');
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
  await page.waitForLoadState('networkidle');
  expect(chunks.filter(answerCode)).toEqual([]);
  expect(chunks.filter(catalogueCode)).toEqual([]);
  expect(chunks.some((pathname) => /\/assets\/plan-[\w-]+\.js$/.test(pathname))).toBe(true);

  await page.getByLabel('Starting place').fill('TQ1');
  await page.getByRole('button', { name: 'Find beaches' }).click();
  await expect(results(page)).toBeVisible();
  expect(chunks.filter(answerCode)).toHaveLength(2);
  for (const name of ['beaches', 'dog-rules']) {
    const named = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
    expect(
      chunks.some((pathname) => named.test(pathname)),
      name,
    ).toBe(true);
  }
  expect(errors.filter((text) => !/tile\.openstreetmap|ERR_FAILED/.test(text))).toEqual([]);
});

test.describe('Near me', () => {
  /** On the harbour at Ilfracombe. */
  const ilfracombe = { latitude: 51.2085, longitude: -4.1235 };
  test.use({ geolocation: ilfracombe, permissions: ['geolocation'] });

  test('plans from the nearest place we know, never from the position itself', async ({ page }) => {
    const here = { lat: ilfracombe.latitude, lng: ilfracombe.longitude };
    const [nearest] = allPlaces().sort((a, b) => distanceMiles(here, a) - distanceMiles(here, b));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));

    await page.goto('/plan');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByLabel('Starting place')).toHaveValue(nearest!.name);
    await page.getByRole('button', { name: 'Find beaches' }).click();
    await expect(results(page)).toBeVisible();
    expect(page.url()).toContain(`from=${encodeURIComponent(nearest!.name)}`);
    expect(asked.filter((url) => url.includes('51.2085') || url.includes('4.1235'))).toEqual([]);
  });
});
