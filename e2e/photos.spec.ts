import { test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signedInUser } from './support/accounts';
import { writerBeach } from './support/beaches';
import { expect } from './support/expect';
import { blockTiles } from './support/tiles';

test.beforeEach(({ page }) => blockTiles(page));

const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

async function beachFor(page: Page, offset: number) {
  const beaches = (await (await page.request.get('/api/beaches?sortBy=name')).json()) as {
    id: number;
    slug: string;
    name: string;
  }[];
  return beaches[60 + offset]!;
}

test('upload two photos with captions from the beach page and see them', async ({
  page,
}, testInfo) => {
  const beach = await beachFor(page, testInfo.project.name.startsWith('phone') ? 0 : 1);
  await signedInUser(page, 'Wenna');
  await page.goto(`/beach/${beach.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: beach.name })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`Be the first to share a photo of ${beach.name}!`)).toBeVisible();

  await page.getByRole('button', { name: 'Share Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Photos' });
  await expect(dialog.getByRole('button', { name: 'Upload Photos' })).toBeDisabled();
  await dialog
    .getByLabel('Choose photos')
    .setInputFiles([await photo('sea.png', '#0b5f8a'), await photo('sand.png', '#e8d9b9')]);
  await expect(dialog.getByRole('img', { name: 'Preview of sea.png' })).toBeVisible();
  await dialog.getByLabel('Caption for sea.png (optional)').fill('Blue water at high tide');
  await dialog.getByLabel('Caption for sand.png (optional)').fill('Sand for digging');
  await dialog.getByRole('button', { name: 'Upload 2 Photos' }).click();
  await expect(
    page.getByText('2 photo(s) uploaded successfully and visible on the beach page.').first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const grid = page.getByRole('region', { name: 'Community Photos' });
  await expect(grid.getByRole('img', { name: 'Blue water at high tide' })).toBeVisible();
  await expect(grid.getByRole('img', { name: 'Sand for digging' })).toBeVisible();

  // By keyboard: Enter opens, the arrows step, Escape closes and gives the focus back.
  const opener = grid.getByRole('button', { name: /Open photo \d: Sand for digging/ });
  await opener.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: /Photo \d of 2/ });
  await expect(lightbox.getByRole('img', { name: 'Sand for digging' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('img', { name: 'Blue water at high tide' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Photos (2)' })).toBeVisible();
  const mine = page.getByRole('region', { name: 'My Photos (2)' });
  await mine
    .getByRole('button', { name: `Delete photo of ${beach.name}` })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Delete photo?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Photo deleted').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Photos (1)' })).toBeVisible();
});

test('the upload page finds a beach by the start of a word, and sends signed-out visitors to sign in', async ({
  page,
}) => {
  await page.goto('/community/upload');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute(
    'href',
    '/auth?returnTo=%2Fcommunity%2Fupload',
  );
  await signedInUser(page, 'Loveday');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Back to Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  await expect(
    page.getByText('Please select at least one photo and beach location.').first(),
  ).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Beach' });
  await search.fill('zzz');
  await expect(page.getByText('No beaches found matching "zzz"')).toBeVisible();
  await search.fill('sands');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(10);
  await search.press('Enter');
  await expect(page.getByText(/^Chosen: /)).toBeVisible();
});

test('the first photo of a beach becomes its picture on the list and on its page', async ({
  page,
}, testInfo) => {
  // Five pages and an upload: more than the default time on a busy machine.
  test.slow();
  // Past the 60-61 the test above writes to: 62-63 on the phone, 64-65 on the desktop.
  const beach = await writerBeach(page, testInfo, { first: 62, perProject: 2 });
  const untouched = await writerBeach(page, testInfo, { first: 62, perProject: 2 }, 1);
  const card = (name: string) =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await signedInUser(page, 'Sam');

  await page.goto(`/beaches?q=${encodeURIComponent(beach.name)}`);
  const invitation = card(beach.name).getByRole('link', {
    name: `Add the first photo of ${beach.name}`,
  });
  await expect(invitation).toBeVisible({ timeout: 30_000 });
  await invitation.click();
  await expect(page).toHaveURL(/\/community\/upload\?beachId=\d+&beachName=/);
  await expect(page.getByText(`Beach: ${beach.name}`)).toBeVisible();
  await page.getByLabel('Choose photos').setInputFiles([await photo('estuary.png', '#b5651d')]);
  await page.getByLabel('Caption for estuary.png (optional)').fill('Evening at the estuary');
  await page.getByRole('button', { name: 'Upload Photos' }).click();

  // Photos are published at once: no one approves them first.
  const credit = 'Evening at the estuary — photo by Sam H.';
  await expect(page).toHaveURL(new RegExp(`/beach/${beach.id}$`));
  const banner = page.getByRole('img', { name: `View of ${beach.name}` });
  await expect(banner).toHaveAttribute('src', /^\/uploads\/community\/[\w-]+-640\.webp$/);
  await expect(banner).toHaveAttribute('srcset', /-480\.webp 480w, .*-640\.webp 640w$/);
  await expect(page.getByText(credit)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Add the first photo of/ })).toHaveCount(0);

  await page.goto(`/beaches?q=${encodeURIComponent(beach.name)}`);
  const listed = card(beach.name);
  await expect(listed.getByText(credit)).toBeVisible({ timeout: 30_000 });
  const picture = listed.locator('img[src^="/uploads/community/"]');
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect
    .poll(() =>
      picture.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
    )
    .toBeGreaterThan(0);

  // A beach without any photo asks for one, on its card and on its page.
  await page.goto(`/beaches?q=${encodeURIComponent(untouched.name)}`);
  await expect(
    card(untouched.name).getByRole('link', { name: `Add the first photo of ${untouched.name}` }),
  ).toBeVisible({ timeout: 30_000 });
  await page.goto(`/beach/${untouched.slug}`);
  const upload = new URLSearchParams({ beachId: String(untouched.id), beachName: untouched.name });
  await expect(
    page.getByRole('link', { name: `Add the first photo of ${untouched.name}` }),
  ).toHaveAttribute('href', `/community/upload?${upload.toString()}`);
});
