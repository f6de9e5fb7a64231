import { test, type APIRequestContext, type Page } from '@playwright/test';
import type { DogRule } from '@shared/beaches';
import { expect } from './support/expect';
import { blockTiles } from './support/tiles';

interface ListedBeach {
  id: number;
  slug: string;
  name: string;
  location: string;
  accessType: string;
  dogRule: Pick<DogRule, 'periods' | 'orderEndsOn'> | null;
}

// Map tiles cannot load here; fail them fast so nothing waits on them.
test.beforeEach(({ page }) => blockTiles(page));

async function listBeaches(request: APIRequestContext): Promise<ListedBeach[]> {
  const response = await request.get('/api/beaches');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListedBeach[];
}

async function aBeach(request: APIRequestContext, accessType = 'year-round') {
  const beaches = await listBeaches(request);
  const beach = beaches.find((b) => b.accessType === accessType);
  expect(beach, `a ${accessType} beach in the catalogue`).toBeDefined();
  return beach!;
}

/** Opens a beach page and waits until the beach itself has loaded. */
async function openBeach(page: Page, identifier: string | number, name: string) {
  await page.goto(`/beach/${identifier}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, exact: typeof name === 'string' ? true : undefined });

test('opens a beach by slug and by id', async ({ page, request }) => {
  const beach = await aBeach(request);

  await openBeach(page, beach.slug, beach.name);
  await expect(page).toHaveTitle(`${beach.name} | Devon Dog Beaches`);

  await openBeach(page, beach.id, beach.name);
  await expect(page.getByText(beach.location).first()).toBeVisible();
});

test('shows every section of the beach page', async ({ page, request }) => {
  const beach = await aBeach(request, 'seasonal');
  await openBeach(page, beach.slug, beach.name);

  await expect(page.getByRole('region', { name: 'Dog rules now' })).toBeVisible();
  for (const name of [
    'Tides today',
    'Beach Information',
    'Location',
    'Map',
    'Plan your visit',
    'Overview',
    'Dog Access Information',
    'Facilities & Amenities',
    'Community Photos',
    'Community Feedback',
  ]) {
    await expect(heading(page, name)).toBeVisible();
  }
  await expect(heading(page, /^Reviews \(\d+\)$/)).toBeVisible();
  await expect(page.getByText('No reviews yet. Be the first to review this beach!')).toBeVisible();
  await expect(page.getByText('No photos yet')).toBeVisible();
  await expect(page.getByText(`Be the first to share a photo of ${beach.name}!`)).toBeVisible();
  await expect(page.getByText('Share your experience to help other visitors!')).toBeVisible();
  await expect(page.getByRole('link', { name: /Directions/ })).toBeVisible();
  // Nobody is signed in, and the catalogue has no contact details yet.
  await expect(heading(page, 'Share Your Experience')).toHaveCount(0);
  await expect(heading(page, 'Contact Information')).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Beaches' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown beach reads 'Beach Not Found' with a way back", async ({ page }) => {
  await page.goto('/beach/no-such-beach-anywhere');
  await expect(heading(page, 'Beach Not Found')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("The beach you're looking for doesn't exist.")).toBeVisible();
  await expect(page).toHaveTitle(/Beach Not Found/);
  await page.getByRole('link', { name: 'Back to Beaches' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the tabs switch by pointer and by keyboard', async ({ page, request }) => {
  const beach = await aBeach(request);
  await openBeach(page, beach.slug, beach.name);

  const details = page.getByRole('tab', { name: 'Beach Details' });
  const walks = page.getByRole('tab', { name: 'Dog Walks' });
  await expect(details).toHaveAttribute('aria-selected', 'true');

  await walks.click();
  await expect(walks).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No walking routes submitted yet for this beach.')).toBeVisible();
  await expect(heading(page, 'Overview')).toBeHidden();

  await walks.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(details).toBeFocused();
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await expect(heading(page, 'Overview')).toBeVisible();
});

test('the tide card lists the tides and its countdown ticks', async ({ page, request }) => {
  const beach = await aBeach(request);
  await page.clock.install({ time: new Date('2026-06-15T05:00:00Z') });
  await openBeach(page, beach.slug, beach.name);

  const card = page.getByRole('region', { name: 'Tides today' });
  const entries = card
    .getByRole('list', { name: "Today's high and low tides" })
    .getByRole('listitem');
  await expect(entries.first()).toBeVisible();
  expect(await entries.count()).toBeGreaterThanOrEqual(3);
  expect(await entries.count()).toBeLessThanOrEqual(4);
  await expect(entries.first()).toContainText(/\d+\.\dm/);
  await expect(card.getByText(/^Predicted for /)).toBeVisible();
  await expect(
    card.getByText('Heights are approximate, above lowest astronomical tide; not for navigation.'),
  ).toBeVisible();

  const countdown = card.getByTestId('tide-countdown');
  await expect(countdown).toHaveText(/^in (\d+ h( \d+ min)?|\d+ min)$/);
  const before = await countdown.textContent();
  await page.clock.fastForward('31:00');
  await expect(countdown).not.toHaveText(before!);
});

test('the share panel toggles and copies the link', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const beach = await aBeach(request);
  await openBeach(page, beach.slug, beach.name);

  const toggle = page.getByRole('button', { name: 'Share this beach' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Facebook', 'X', 'WhatsApp', 'Email']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const link = `${baseURL}/beach/${beach.slug}`;
  await expect(page.getByRole('textbox', { name: 'Link to this beach' })).toHaveValue(link);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Beach link has been copied to your clipboard', { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
});

test('Plan your visit follows the chosen date', async ({ page, request }) => {
  const beaches = await listBeaches(request);
  // A beach whose summer ban covers only part of the day shows it best; its order must still be
  // in force on the chosen date, or the plan says to check the signs instead.
  const inForce = (b: (typeof beaches)[number]) =>
    (b.dogRule?.orderEndsOn ?? '9999') >= '2027-07-10';
  const wholeBeachBan = (b: (typeof beaches)[number], hours: boolean) =>
    b.dogRule?.periods.some(
      (p) =>
        p.kind === 'ban' &&
        !p.zone &&
        p.confirmed !== false &&
        typeof p.from === 'string' &&
        Boolean(p.hours) === hours,
    );
  const beach =
    beaches.find((b) => inForce(b) && wholeBeachBan(b, true)) ??
    beaches.find((b) => inForce(b) && wholeBeachBan(b, false))!;
  await openBeach(page, beach.slug, beach.name);

  const plan = page.getByRole('region', { name: 'Plan your visit' });
  await expect(plan.getByRole('heading', { name: 'Daylight' })).toBeVisible();

  await plan.getByLabel('Date').fill('2027-07-10');
  await expect(plan.getByText(/^Saturday,? 10 July 2027$/)).toBeVisible();
  await expect(plan.getByText(/^Dogs banned/).first()).toBeVisible();
  await expect(
    plan.getByText(/^(Best times: |No good time for a dog walk)/).first(),
  ).toBeAttached();
  await expect(plan.getByRole('heading', { name: /^Tides at / })).toBeVisible();

  await plan.getByRole('button', { name: 'Today' }).click();
  await expect(plan.getByText(/^Saturday,? 10 July 2027$/)).toBeHidden();
});

test('This week lists the next seven days once scrolled to', async ({ page, request }) => {
  const beach = await aBeach(request);
  await openBeach(page, beach.slug, beach.name);

  const week = page.getByRole('region', { name: 'This week' });
  await week.scrollIntoViewIfNeeded();
  const days = week.getByRole('list', { name: 'The next 7 days' }).getByRole('listitem');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toContainText('today');
  await expect(week.getByText(/^(Best day: |No good time for a dog walk this week)/)).toBeVisible();
});
