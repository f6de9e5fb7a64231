import { test, type Locator, type Page } from '@playwright/test';
import { signedInUser } from './support/accounts';
import { openBeach, writerBeach } from './support/beaches';
import { expect } from './support/expect';
import { pngFile } from './support/images';
import { myBeachNote } from './support/my-beaches';
import { blockTiles } from './support/tiles';

test.beforeEach(({ page }) => blockTiles(page));

const toast = (page: Page, text: string) => page.getByText(text).first();

/** A profile list: its region (named by its heading with the count) holds a row at the beach. */
async function expectListed(page: Page, title: string, beach: { name: string; slug: string }) {
  const list = page.getByRole('region', { name: `${title} (1)` });
  await expect(list).toBeVisible();
  await expect(list.getByRole('link', { name: beach.name })).toHaveAttribute(
    'href',
    `/beach/${beach.slug}`,
  );
  return list;
}

/** Opens the dialog that the button `opener` shows, named `name`. */
async function openDialog(page: Page, opener: string, name: string) {
  await page.getByRole('button', { name: opener }).click();
  return page.getByRole('dialog', { name });
}

/** Sends the dialog with its button `send`: the member is thanked and the dialog closes. */
async function sendDialog(dialog: Locator, send: string, thanks: string) {
  await dialog.getByRole('button', { name: send }).click();
  await expect(toast(dialog.page(), thanks)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Fills the Submit Route dialog's required fields. */
async function fillRoute(dialog: Locator, routeName: string) {
  await dialog.getByLabel('Route Name').fill(routeName);
  await dialog.getByLabel('Starting Point').fill('The beach car park');
  await dialog.getByLabel('Duration (minutes)').fill('45');
  await dialog.getByLabel('Distance (km)').fill('2.5');
  await dialog.getByLabel('Route Description').fill('Along the sands and back by the dunes.');
}

test('one member makes six kinds of contribution and finds each on the profile', async ({
  page,
}, testInfo) => {
  test.skip(!testInfo.project.name.startsWith('phone'), 'a walk-through on a phone');
  test.setTimeout(120_000);
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  const beach = await writerBeach(page, testInfo, { first: 90, perProject: 1 });
  await signedInUser(page, 'Morwenna');
  await openBeach(page, beach);

  // A review.
  await page.getByRole('button', { name: 'Write a review' }).click();
  const review = page.getByRole('form', { name: 'Write a review' });
  await review.locator('label', { hasText: '4 stars' }).click();
  await review.getByLabel('Your review').fill('Wide sands, and dogs welcome all year.');
  await review.getByRole('button', { name: 'Publish Review' }).click();
  await expect(toast(page, `Thank you for reviewing ${beach.name}!`)).toBeVisible();

  // A check-in.
  const checkin = await openDialog(page, "I'm here", `I'm at ${beach.name}`);
  await checkin.getByLabel('How many dogs are with you?').selectOption('2');
  await sendDialog(checkin, 'Check in', "Thanks! You're checked in.");

  // A rule report.
  const report = await openDialog(page, 'Report a rule change', 'Report a rule change');
  await report
    .getByLabel('What does the sign or the council say?')
    .fill('A new sign says dogs are banned 1 May to 30 September.');
  await sendDialog(report, 'Send report', "Thanks! We'll check the rules and update the beach.");

  // A walking route.
  await page.getByRole('tab', { name: 'Dog Walks' }).click();
  const route = await openDialog(page, 'Submit Route', 'Submit a Walking Route');
  await fillRoute(route, 'Dune and estuary loop');
  const forReview = 'Your walking route has been submitted for review. Thank you!';
  await sendDialog(route, 'Submit Route', forReview);

  // Feedback.
  await page.getByRole('tab', { name: 'Beach Details' }).click();
  const feedback = await openDialog(page, 'Leave Feedback', 'Leave Feedback');
  await feedback.getByLabel('Your feedback').fill('A water bowl outside the café.');
  await sendDialog(feedback, 'Submit Feedback', 'Feedback submitted!');

  // A photo.
  const photos = await openDialog(page, 'Share Photos', 'Share Photos');
  await photos.getByLabel('Choose photos').setInputFiles(await pngFile('sands.png', '#e8d9b9'));
  const uploaded = '1 photo(s) uploaded successfully and visible on the beach page.';
  await sendDialog(photos, 'Upload 1 Photo', uploaded);

  // The profile lists each of them, with its state, and counts all six.
  await page.goto('/profile');
  await expect(page.getByText(/^Thank you for your 6 contributions/)).toBeVisible();
  for (const label of [
    'Reviews Written',
    'Check-ins Made',
    'Rule Reports Sent',
    'Routes Submitted',
    'Feedback Given',
    'Photos Shared',
  ]) {
    await expect(
      page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('1');
  }
  const reviews = await expectListed(page, 'My Reviews', beach);
  await expect(reviews).toContainText('Wide sands, and dogs welcome all year.');
  const checkins = await expectListed(page, 'My Check-ins', beach);
  await expect(checkins).toContainText('with 2 dogs.');
  const reports = await expectListed(page, 'My Rule Reports', beach);
  await expect(reports.getByText('Open', { exact: true })).toBeVisible();
  const routes = await expectListed(page, 'My Walking Routes', beach);
  await expect(routes).toContainText('Dune and estuary loop');
  await expect(routes.getByText('Pending approval')).toBeVisible();
  await expectListed(page, 'My Feedback', beach);
  await expectListed(page, 'My Photos', beach);
});

test('a saved beach keeps a note on its own page, the same as on the profile', async ({
  page,
}, testInfo) => {
  test.skip(!testInfo.project.name.startsWith('phone'), 'a walk-through on a phone');
  test.setTimeout(90_000);
  const beach = await writerBeach(page, testInfo, { first: 90, perProject: 1 }, 2);
  await signedInUser(page, 'Jenifer');
  await openBeach(page, beach);
  await expect(page.getByLabel('Your note')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save to My beaches' }).click();
  const note = page.getByLabel('Your note');
  await note.fill('Park at the top; the north end is quieter.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, 'Note saved')).toBeVisible();

  await page.goto('/profile');
  await expect(myBeachNote(page, beach)).toHaveValue('Park at the top; the north end is quieter.');
  await page.goto(`/beach/${beach.slug}`);
  await expect(page.getByRole('button', { name: 'Remove from My beaches' })).toBeEnabled({
    timeout: 30_000,
  });
  await expect(page.getByLabel('Your note')).toHaveValue(
    'Park at the top; the north end is quieter.',
  );
});
