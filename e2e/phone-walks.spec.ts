import { test, type Locator, type Page } from '@playwright/test';
import type { Beach } from '@shared/beaches';
import { dogDayParts, dogsBannedAllDay } from '@shared/dog-day';
import { formatWeekdayDayMonth } from '@shared/dog-rules';
import { listDayChoices } from '@shared/list-day';
import { parseLocalDate, todayInLondon } from '@shared/london-time';
import { expect } from './support/expect';
import { blockTiles } from './support/tiles';

/**
 * What an owner does on a phone in a car park, counted in taps: each walk must reach its answer
 * within the taps it is allowed. Typing is not a tap; every click is.
 */

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(!testInfo.project.name.startsWith('phone'), 'the walks are taken on a phone');
  await blockTiles(page);
});

/** Counts the walk's taps. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    get taps() {
      return taps;
    },
  };
}

/** The next 15 July in London, today's included: as YYYY-MM-DD, and as a day. */
function nextFifteenthOfJuly() {
  const today = todayInLondon();
  const past = today.month > 7 || (today.month === 7 && today.day > 15);
  const date = `${today.year + (past ? 1 : 0)}-07-15`;
  return { date, day: parseLocalDate(date)! };
}

async function catalogue(page: Page): Promise<Beach[]> {
  const response = await page.request.get('/api/beaches');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Beach[];
}

test('home to "beaches near Exeter my dog may go on Saturday" in at most 4 taps', async ({
  page,
}) => {
  const walk = tapCounter();
  const saturday = listDayChoices().saturday;
  const dayName = formatWeekdayDayMonth(parseLocalDate(saturday)!);
  await page.goto('/');
  // The page is live (hydrated) once its server render is no longer hidden from assistive tech.
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
  const search = page.getByRole('searchbox', { name: 'Search beaches' });
  await walk.tap(search);
  await search.fill('Exeter');
  await search.press('Enter');
  await walk.tap(page.getByRole('radio', { name: /^Saturday/ }));

  await expect(page).toHaveURL(new RegExp(`dogsAllowedOn=${saturday}`));
  await expect(page.getByRole('heading', { name: 'Beaches near Exeter' })).toBeVisible();
  const first = page
    .getByRole('list', { name: 'Beaches', exact: true })
    .locator(':scope > li')
    .first();
  // The nearest beach first, with its distance and its rule on that Saturday.
  await expect(first).toContainText(/\d mi/);
  await expect(first).toContainText(`${dayName}:`);
  expect(walk.taps).toBeLessThanOrEqual(4);
});

test('a beach page to its status and dog-free zone on 15 July in at most 2 taps', async ({
  page,
}) => {
  const { date, day } = nextFifteenthOfJuly();
  const beach = (await catalogue(page)).find((candidate) =>
    dogDayParts(candidate, day).some((part) => part.zone !== null && part.state !== 'allowed'),
  );
  expect(beach, 'a beach with a zone where dogs are limited in July').toBeDefined();
  const zone = dogDayParts(beach!, day).find((part) => part.zone !== null)!;

  const walk = tapCounter();
  await page.goto(`/beach/${beach!.slug}`);
  const dateBox = page.getByLabel('Or pick a date');
  await walk.tap(dateBox);
  await dateBox.fill(date);

  const card = page.getByRole('region', { name: `Dog rules on ${formatWeekdayDayMonth(day)}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${formatWeekdayDayMonth(day)}:`);
  await expect(card.getByRole('list', { name: 'Each part of the beach' })).toContainText(
    `${zone.zone}: ${zone.text}`,
  );
  await expect(page).toHaveURL(new RegExp(`/beach/${beach!.slug}\\?date=${date}$`));
  expect(walk.taps).toBeLessThanOrEqual(2);
});

test('a shared beach-page address with a day opens on that day, rendered by the server', async ({
  page,
}) => {
  const { date, day } = nextFifteenthOfJuly();
  // A name HTML need not escape, to find it in the markup as written.
  const beach = (await catalogue(page)).find((candidate) => /^[\w ]+$/.test(candidate.name));
  const name = `Dog rules on ${formatWeekdayDayMonth(day)}`;

  // The HTML itself carries that day's card and names the day in its preview.
  const html = await (await page.request.get(`/beach/${beach!.slug}?date=${date}`)).text();
  expect(html).toContain(`aria-label="${name}"`);
  expect(html).toContain(`${beach!.name} on ${formatWeekdayDayMonth(day)} ${day.year}`);

  await page.goto(`/beach/${beach!.slug}?date=${date}`);
  await expect(page.getByRole('region', { name })).toBeVisible();
  await expect(page.getByLabel('Going')).toHaveValue(date);
  await expect(page.getByLabel('Or pick a date')).toHaveValue(date);
});

test('a day dogs are banned offers open beaches nearby, each opening on that day', async ({
  page,
}) => {
  const { date, day } = nextFifteenthOfJuly();
  const banned = (await catalogue(page)).find(
    (candidate) => candidate.latitude && dogsBannedAllDay(candidate, day),
  );
  expect(banned, 'a beach where dogs are banned all day in July').toBeDefined();

  await page.goto(`/beach/${banned!.slug}?date=${date}`);
  const nearby = page.getByRole('region', { name: 'Open nearby that day' });
  await expect(nearby).toBeVisible();
  const links = nearby.getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(nearby).toContainText(/\d mi/);

  const walk = tapCounter();
  const open = (await links.first().textContent())!;
  await walk.tap(links.first());
  await expect(page).toHaveURL(new RegExp(`\\?date=${date}$`));
  await expect(page.getByRole('heading', { level: 1, name: open })).toBeVisible();
  await expect(
    page.getByRole('region', { name: `Dog rules on ${formatWeekdayDayMonth(day)}` }),
  ).toBeVisible();
  // Dogs may go there that day, so it offers no other beaches.
  await expect(page.getByRole('region', { name: 'Open nearby that day' })).toHaveCount(0);
  expect(walk.taps).toBe(1);
});
