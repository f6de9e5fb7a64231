import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signedInUser } from './support/accounts';
import { writerBeach } from './support/beaches';

const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

const toast = (page: Page, text: string) => page.getByText(text).first();

/** A profile list: its region (named by its heading with the count) holds a row at the beach. */
async function expectListed(page: Page, title: string, beach: { name: string; slug: string }) {
  const list = page.getByRole('region', { name: `${title} (1)` });
  await expect(list).toBeVisible();
  await expect(list.getByRole('link', { name: beach.name })).toHaveAttribute(
    'href',
    new RegExp(`^/beach/(${beach.slug}|\\d+)$`),
  );
  return list;
}

/** Fills the Submit Route dialog's required fields and sends it. */
async function submitRoute(dialog: Locator, routeName: string) {
  await dialog.getByLabel('Route Name').fill(routeName);
  await dialog.getByLabel('Starting Point').fill('The beach car park');
  await dialog.getByLabel('Duration (minutes)').fill('45');
  await dialog.getByLabel('Distance (km)').fill('2.5');
  await dialog.getByLabel('Route Description').fill('Along the sands and back by the dunes.');
  await dialog.getByRole('button', { name: 'Submit Route' }).click();
}

test('one member makes six kinds of contribution and finds each on the profile', async ({
  page,
}, testInfo) => {
  test.skip(!testInfo.project.name.startsWith('phone'), 'a walk-through on a phone');
  test.setTimeout(120_000);
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  const beach = await writerBeach(page, testInfo, { first: 90, perProject: 1 });
  await signedInUser(page, 'Morwenna');
  await page.goto(`/beach/${beach.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: beach.name })).toBeVisible({
    timeout: 30_000,
  });

  // A review.
  await page.getByRole('button', { name: 'Write a review' }).click();
  const review = page.getByRole('form', { name: 'Write a review' });
  await review.locator('label', { hasText: '4 stars' }).click();
  await review.getByLabel('Your review').fill('Wide sands, and dogs welcome all year.');
  await review.getByRole('button', { name: 'Publish Review' }).click();
  await expect(toast(page, `Thank you for reviewing ${beach.name}!`)).toBeVisible();

  // A check-in.
  await page.getByRole('button', { name: "I'm here" }).click();
  const checkin = page.getByRole('dialog', { name: `I'm at ${beach.name}` });
  await checkin.getByLabel('How many dogs are with you?').selectOption('2');
  await checkin.getByRole('button', { name: 'Check in' }).click();
  await expect(toast(page, "Thanks! You're checked in.")).toBeVisible();
  await expect(checkin).toBeHidden();

  // A rule report.
  await page.getByRole('button', { name: 'Report a rule change' }).click();
  const report = page.getByRole('dialog', { name: 'Report a rule change' });
  await report
    .getByLabel('What does the sign or the council say?')
    .fill('A new sign says dogs are banned 1 May to 30 September.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, "Thanks! We'll check the rules and update the beach.")).toBeVisible();
  await expect(report).toBeHidden();

  // A walking route.
  await page.getByRole('tab', { name: 'Dog Walks' }).click();
  await page.getByRole('button', { name: 'Submit Route' }).click();
  const route = page.getByRole('dialog', { name: 'Submit a Walking Route' });
  await submitRoute(route, 'Dune and estuary loop');
  await expect(
    toast(page, 'Your walking route has been submitted for review. Thank you!'),
  ).toBeVisible();
  await expect(route).toBeHidden();

  // Feedback.
  await page.getByRole('tab', { name: 'Beach Details' }).click();
  await page.getByRole('button', { name: 'Leave Feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Leave Feedback' });
  await feedback.getByLabel('Your feedback').fill('A water bowl outside the café.');
  await feedback.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toast(page, 'Feedback submitted!')).toBeVisible();
  await expect(feedback).toBeHidden();

  // A photo.
  await page.getByRole('button', { name: 'Share Photos' }).click();
  const photos = page.getByRole('dialog', { name: 'Share Photos' });
  await photos.getByLabel('Choose photos').setInputFiles({
    name: 'sands.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#e8d9b9' },
    })
      .png()
      .toBuffer(),
  });
  await photos.getByRole('button', { name: 'Upload 1 Photo' }).click();
  await expect(
    toast(page, '1 photo(s) uploaded successfully and visible on the beach page.'),
  ).toBeVisible();
  await expect(photos).toBeHidden();

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
  await page.goto(`/beach/${beach.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: beach.name })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByLabel('Your note')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save to My beaches' }).click();
  const note = page.getByLabel('Your note');
  await note.fill('Park at the top; the north end is quieter.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, 'Note saved')).toBeVisible();

  await page.goto('/profile');
  await expect(
    page
      .getByTestId('my-beach')
      .filter({ hasText: beach.name })
      .getByLabel(`Private note for ${beach.name}`),
  ).toHaveValue('Park at the top; the north end is quieter.');
  await page.goto(`/beach/${beach.slug}`);
  await expect(page.getByRole('button', { name: 'Remove from My beaches' })).toBeEnabled({
    timeout: 30_000,
  });
  await expect(page.getByLabel('Your note')).toHaveValue(
    'Park at the top; the north end is quieter.',
  );
});
