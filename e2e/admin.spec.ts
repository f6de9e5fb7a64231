import { randomBytes } from 'node:crypto';
import { test, type Locator, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { signedInUser } from './support/accounts';
import { e2eAdmin } from './support/data-dir';
import { expect } from './support/expect';
import { blockTiles } from './support/tiles';

// Each walk-through signs in, works through several screens and checks the public pages after.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => blockTiles(page));

const toast = (page: Page, text: string) => page.getByText(text).first();

/** Tells this run's records apart from the other projects' and earlier runs' in the shared data. */
const runTag = (testInfo: TestInfo) => `${testInfo.project.name} ${randomBytes(3).toString('hex')}`;

async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid username or password');
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Signs in for a test that makes a beach: its name, and the run's tag to search for it by. */
async function signInToMakeBeach(page: Page, testInfo: TestInfo, place: string) {
  const tag = runTag(testInfo);
  await signInAsAdmin(page);
  return { tag, name: `${place} ${tag}` };
}

/** Opens a listed beach's edit dialog with its Edit button in `list`. */
async function openEdit(page: Page, list: Page | Locator, name: string) {
  await list.getByRole('button', { name: `Edit ${name}` }).click();
  return page.getByRole('dialog', { name: `Edit Beach: ${name}` });
}

/** Saves the edit dialog and sees it say so and close. */
async function saveEdit(page: Page, edit: Locator) {
  await edit.getByRole('button', { name: 'Update Beach' }).click();
  await expect(toast(page, 'Beach updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
}

test('an administrator adds a beach, finds it, edits it, gives it a photo and deletes it', async ({
  page,
}, testInfo) => {
  const { tag, name } = await signInToMakeBeach(page, testInfo, 'Gull Cove');

  // Add.
  await page.getByRole('button', { name: 'Add Beach' }).click();
  const add = page.getByRole('dialog', { name: 'Add Beach' });
  await add.getByLabel('Beach Name').fill(name);
  await add.getByLabel('Location').selectOption('North Devon');
  await add.getByLabel('Latitude').fill('51.2101');
  await add.getByLabel('Longitude').fill('-4.1123');
  await add.getByLabel('Description').fill('A **quiet** cove below the coast path.');
  await add.getByRole('button', { name: 'Add Beach' }).click();
  await expect(toast(page, 'Beach added successfully')).toBeVisible();
  await expect(add).toBeHidden();

  // Search.
  await page.getByLabel('Search by name or location').fill(tag.toUpperCase());
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('North Devon');
  await expect(card).toContainText('No reviews yet');

  // Edit, then see the change on the public page.
  const edit = await openEdit(page, card, name);
  await expect(edit.getByLabel('Beach Name')).toHaveValue(name);
  await edit.getByLabel('Dog Access Information').fill('Dogs welcome on leads by the slipway.');
  await saveEdit(page, edit);

  await card.getByRole('button', { name: `View ${name}` }).click();
  await expect(page).toHaveURL(/\/beach\/\d+$/);
  const beachPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Dogs welcome on leads by the slipway.')).toBeVisible();

  // A photo through the Photo Admin tab's inline uploader, then on the public card.
  await page.goto('/admin?tab=photos');
  await page.getByLabel('Search by name or location').fill(tag);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByLabel('New photo').setInputFiles({
    name: 'cove.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#0b5f8a' },
    })
      .png()
      .toBuffer(),
  });
  await row.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(toast(page, 'Photo uploaded successfully')).toBeVisible();
  await expect(row.locator('img[src*="/uploads/beaches/"]')).toBeVisible();

  await page.goto(beachPath);
  await expect(page.locator('img[src*="/uploads/beaches/"]').first()).toBeVisible();

  // Delete.
  await page.goto('/admin');
  await page.getByLabel('Search by name or location').fill(tag);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Beach' });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Beach deleted successfully')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0);
  expect((await page.request.get(`/api/beaches/${beachPath.split('/').pop()}`)).status()).toBe(404);
});

test('an administrator approves a walking route and it appears on the beach', async ({
  page,
  browser,
}, testInfo) => {
  const beaches = (await (await page.request.get('/api/beaches?sortBy=name')).json()) as {
    id: number;
    slug: string;
  }[];
  const beach = beaches[testInfo.project.name.startsWith('phone') ? 5 : 6]!;
  const routeName = `Admin approved loop ${runTag(testInfo)}`;

  // A dog owner submits the route in a context of their own.
  const owner = await browser.newPage();
  await signedInUser(owner, 'Demelza');
  const submitted = await owner.request.post('/api/routes', {
    data: {
      beachId: beach.id,
      routeName,
      description: 'Along the dunes and back by the estuary.',
      difficulty: 'easy',
      estimatedDuration: 45,
      distanceKm: '2.5',
      startingPoint: 'The main car park',
      submittedBy: 'Demelza Hocking',
    },
  });
  expect(submitted.status()).toBe(201);
  await owner.close();

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Walking Routes' }).click();
  const item = page.getByRole('article').filter({ hasText: routeName });
  await expect(item).toContainText('Awaiting approval');
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Walking route approved successfully')).toBeVisible();
  await expect(item).toContainText('Approved');

  const routes = (await (await page.request.get(`/api/beaches/${beach.id}/routes`)).json()) as {
    routeName: string;
  }[];
  expect(routes.map((route) => route.routeName)).toContain(routeName);
});

test("an administrator moves a beach's season and the page says only the new dates", async ({
  page,
}, testInfo) => {
  const { tag, name } = await signInToMakeBeach(page, testInfo, 'Season Sands');
  const oldRule = {
    periods: [{ kind: 'ban', from: '03-15', to: '11-03', hours: null, zone: null }],
    leadOutsideBan: false,
    setBy: 'landowner',
    source: 'The estate’s notice',
    sourceUrl: 'https://example.org/dogs',
    checkedOn: '2026-11-01',
  };
  // What the form sends again with every save.
  const place = {
    name,
    location: 'South Devon',
    description: 'A privately owned crescent of sand and shingle below wooded fields.',
    latitude: '50.3194',
    longitude: '-3.6097',
  };
  const created = await page.request.post('/api/admin/beaches', {
    data: {
      ...place,
      accessType: 'seasonal',
      accessInfo: 'Privately owned. No dogs from about 15 March – 3 November.',
      seasonalRestrictions: 'No dogs 15 March - 3 November',
      restrictionPeriod: '15 March - 3 November',
      dogRule: oldRule,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // The server refuses a new season the stored texts contradict.
  const refused = await page.request.put(`/api/admin/beaches/${id}`, {
    data: {
      ...place,
      dogRule: { ...oldRule, periods: [{ ...oldRule.periods[0], from: '04-01', to: '09-30' }] },
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This note says 15 March – 3 November but the rule says 1 Apr – 30 Sep: change the note or the rule',
  );

  // The admin changes the season in the dog rule editor; the form refuses the old texts.
  await page.goto('/admin');
  await page.getByLabel('Search by name or location').fill(tag);
  const edit = await openEdit(page, page, name);
  await edit.getByLabel('Period 1 from Month').selectOption('4');
  await edit.getByLabel('Period 1 from Day').selectOption('1');
  await edit.getByLabel('Period 1 until Month').selectOption('9');
  await edit.getByLabel('Period 1 until Day').selectOption('30');
  await edit.getByRole('button', { name: 'Update Beach' }).click();
  await expect(edit.getByLabel('Seasonal Restrictions')).toHaveAccessibleDescription(
    /This note says 15 March – 3 November but the rule says 1 Apr – 30 Sep/,
  );
  await edit.getByLabel('Dog Access Information').fill('Privately owned: follow the signs.');
  await edit.getByLabel('Seasonal Restrictions').fill('No dogs 1 April - 30 September');
  await edit.getByLabel('Restriction Period').fill('');
  await saveEdit(page, edit);

  // The beach page says the new dates everywhere and the old ones nowhere.
  await page.goto(`/beach/${id}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Dogs banned 1 Apr – 30 Sep', { exact: true })).toBeVisible();
  await expect(main.getByText('Privately owned: follow the signs.')).toBeVisible();
  await expect(main).not.toContainText(/\b15 Mar(ch)?\b|\b3 Nov(ember)?\b/);

  expect((await page.request.delete(`/api/admin/beaches/${id}`)).status()).toBe(200);
});
