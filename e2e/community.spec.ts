import { test, type Page, type TestInfo } from '@playwright/test';
import { asAdmin, signedInUser } from './support/accounts';
import { writerBeach, type ListedBeach } from './support/beaches';
import { expect } from './support/expect';
import { blockTiles } from './support/tiles';

test.beforeEach(({ page }) => blockTiles(page));

const beachFor = (page: Page, testInfo: TestInfo, offset: number) =>
  writerBeach(page, testInfo, { first: 20, perProject: 10 }, offset);

async function openBeach(page: Page, beach: ListedBeach) {
  await page.goto(`/beach/${beach.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: beach.name })).toBeVisible({
    timeout: 30_000,
  });
}

const toast = (page: Page, text: string) => page.getByText(text).first();

test('submit a walking route, see it after approval, and rate it', async ({
  page,
  request,
}, testInfo) => {
  const beach = await beachFor(page, testInfo, 0);
  const user = await signedInUser(page, 'Kerensa');
  await openBeach(page, beach);
  await page.getByRole('tab', { name: 'Dog Walks' }).click();
  await expect(page.getByText('No walking routes submitted yet for this beach.')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Route' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit a Walking Route' });
  await expect(dialog.getByLabel('Your Name')).toHaveValue('Kerensa Hocking');
  await expect(dialog.getByLabel('Email (optional)')).toHaveValue(user.email);
  await dialog.getByRole('button', { name: 'Submit Route' }).click();
  await expect(dialog.getByText('Route Name is required')).toBeVisible();

  const routeName = `Headland loop ${testInfo.project.name}`;
  await dialog.getByLabel('Route Name').fill(routeName);
  await dialog.getByLabel('Starting Point').fill('The beach car park');
  await dialog.getByLabel('Difficulty').selectOption('moderate');
  await dialog.getByLabel('Duration (minutes)').fill('75');
  await dialog.getByLabel('Distance (km)').fill('4.5');
  await dialog.getByLabel('Route Description').fill('Up the coast path, back by the lane.');
  await dialog.getByLabel('Safety Notes & Tips (optional)').fill('Sheep in the top field.');
  await dialog.getByRole('button', { name: 'Submit Route' }).click();
  await expect(
    toast(page, 'Your walking route has been submitted for review. Thank you!'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // Not listed until an administrator approves it.
  await page.reload();
  await page.getByRole('tab', { name: 'Dog Walks' }).click();
  await expect(page.getByText('No walking routes submitted yet for this beach.')).toBeVisible();
  const admin = await asAdmin(request);
  const routes = (await (await admin.get('/api/admin/routes')).json()) as {
    id: number;
    routeName: string;
  }[];
  const route = routes.find((item) => item.routeName === routeName)!;
  expect((await admin.put(`/api/admin/routes/${route.id}/approve`)).status()).toBe(200);

  await page.reload();
  await page.getByRole('tab', { name: 'Dog Walks' }).click();
  const card = page.getByRole('listitem').filter({ hasText: routeName });
  await expect(card).toContainText('1 h 15 min');
  await expect(card).toContainText('4.5 km');
  await expect(card).toContainText('Sheep in the top field.');
  await expect(card).toContainText('No ratings yet');

  await card.getByRole('button', { name: 'Rate Route' }).click();
  const rate = page.getByRole('dialog', { name: 'Rate Route' });
  await rate.locator('label', { hasText: '4 stars' }).click();
  await rate.getByLabel('Comment (optional)').fill('Lovely views');
  await rate.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(toast(page, 'Thank you for rating this walking route!')).toBeVisible();
  await expect(card).toContainText('4.0 (1 rating)');
});

test('leave feedback on a beach, edit and delete it from the profile', async ({
  page,
}, testInfo) => {
  const beach = await beachFor(page, testInfo, 2);
  await signedInUser(page, 'Bryony');
  await openBeach(page, beach);
  await expect(page.getByText('No feedback yet')).toBeVisible();

  await page.getByRole('button', { name: 'Leave Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave Feedback' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
  await dialog.getByLabel('Type of feedback').selectOption('positive');
  await dialog.getByLabel('Your feedback').fill('  Water bowl at the café.  ');
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toast(page, 'Feedback submitted!')).toBeVisible();
  const feedback = page.getByRole('region', { name: 'Community Feedback' });
  await expect(feedback).toContainText('Water bowl at the café.');
  await expect(feedback).toContainText('Bryony H.');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Feedback (1)' })).toBeVisible();
  const mine = page.getByRole('region', { name: 'My Feedback (1)' });
  await expect(mine.getByRole('link', { name: beach.name })).toHaveAttribute(
    'href',
    `/beach/${beach.slug}`,
  );
  await expect(page.getByText('Feedback Given')).toBeVisible();
  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByLabel('Edit your feedback').fill('Water bowl and treats at the café.');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Feedback updated')).toBeVisible();
  await expect(mine).toContainText('Water bowl and treats at the café.');

  await mine.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete feedback?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Feedback deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Feedback (0)' })).toBeVisible();
});

test('review a beach and see its rating change', async ({ page }, testInfo) => {
  const beach = await beachFor(page, testInfo, 4);
  await openBeach(page, beach);
  await expect(page.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible();
  await signedInUser(page, 'Hedra');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reviews (0)' })).toBeVisible();

  await page.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  // The stars start empty: nothing is chosen for the writer.
  await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);
  await form.getByLabel('Your review').fill('Wide sands, dogs welcome all year.');
  await form.getByRole('button', { name: 'Publish Review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  await form.locator('label', { hasText: '4 stars' }).click();
  await form.getByRole('button', { name: 'Publish Review' }).click();
  await expect(toast(page, `Thank you for reviewing ${beach.name}!`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviews (1)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews (1)' })).toContainText('Hedra H.');
  // Shown once, as the user's own, not again in the list.
  await expect(page.getByRole('region', { name: 'Your review' })).toContainText('Hedra H.');
  await expect(page.getByText('Wide sands, dogs welcome all year.')).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page
    .getByRole('form', { name: 'Edit your review' })
    .locator('label', { hasText: '2 stars' })
    .click();
  await page.getByRole('button', { name: 'Save Review' }).click();
  await expect(page.getByRole('img', { name: 'Rated 2.0 out of 5' }).first()).toBeVisible();
});
