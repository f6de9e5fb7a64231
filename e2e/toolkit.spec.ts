import { test, type Page, type TestInfo } from '@playwright/test';
import { signedInUser } from './support/accounts';
import { openBeach, writerBeach } from './support/beaches';
import { expect } from './support/expect';
import { myBeach, myBeachNote } from './support/my-beaches';
import { e2eAdmin } from './support/data-dir';
import { blockTiles } from './support/tiles';

test.beforeEach(({ page }) => blockTiles(page));

const beachFor = (page: Page, testInfo: TestInfo, offset: number) =>
  writerBeach(page, testInfo, { first: 80, perProject: 4 }, offset);

const toast = (page: Page, text: string) => page.getByText(text).first();

test('a signed-in user saves a beach from its card and keeps a note in My beaches', async ({
  page,
}, testInfo) => {
  const beach = await beachFor(page, testInfo, 0);
  await signedInUser(page, 'Tamsin');
  await page.goto(`/beaches?q=${encodeURIComponent(beach.name)}`);
  const card = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: beach.name, exact: true }),
  });
  const heart = card.getByRole('button', { name: `Save to My beaches: ${beach.name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(toast(page, `${beach.name} saved to My beaches`)).toBeVisible();
  await expect(
    card.getByRole('button', { name: `Remove from My beaches: ${beach.name}` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My beaches' })).toBeVisible();
  const item = myBeach(page, beach);
  await expect(item.getByRole('link', { name: beach.name })).toBeVisible();
  await expect(item.getByText(/^Next low tide /)).toBeVisible();
  const note = myBeachNote(page, beach);
  await note.fill('Park at the top; the north end is quieter.');
  await item.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, 'Note saved')).toBeVisible();
  await page.reload();
  await expect(myBeachNote(page, beach)).toHaveValue('Park at the top; the north end is quieter.');
});

test('a signed-out heart asks to sign in, then brings the visitor back to the beach', async ({
  page,
}, testInfo) => {
  const beach = await beachFor(page, testInfo, 1);
  await openBeach(page, beach);
  await expect(page.getByText(/^Dog rules last checked /)).toBeVisible();
  await page.getByRole('button', { name: 'Save to My beaches' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/auth\\?returnTo=${encodeURIComponent(`/beach/${beach.slug}`)}$`),
  );

  // An account made elsewhere (the sign-up screens have their own test), signed in here.
  const other = await page.context().browser()!.newContext();
  const user = await signedInUser(await other.newPage(), 'Jago');
  await other.close();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(new RegExp(`/beach/${beach.slug}$`));
  const heart = page.getByRole('button', { name: 'Save to My beaches' });
  await heart.click();
  await expect(page.getByRole('button', { name: 'Remove from My beaches' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a rule report reaches the back office, and editing the rule resolves it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const beach = await beachFor(page, testInfo, 2);
  await signedInUser(page, 'Kerensa');
  await openBeach(page, beach);
  await page.getByRole('button', { name: 'Report a rule change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a rule change' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please tell us what the sign or the council says.')).toBeVisible();
  const report = `New sign (${testInfo.project.name}): dogs banned 1 May to 30 September.`;
  await dialog.getByLabel('What does the sign or the council say?').fill(report);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, "Thanks! We'll check the rules and update the beach.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await blockTiles(admin);
  await admin.goto('/admin/login');
  await admin.getByLabel('Username').fill(e2eAdmin.username);
  await admin.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await expect(admin.getByText(/^Welcome back, /)).toBeVisible();
  await admin.getByRole('tab', { name: 'Community' }).click();
  const card = admin.getByTestId('rule-report').filter({ hasText: report });
  await expect(card.getByRole('link', { name: beach.name })).toBeVisible();
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card.getByText(/^By Kerensa Hocking/)).toBeVisible();

  // "Edit rule" opens the beach's dog rule with the report beside it; saving it resolves the
  // report. The note names no dates, which the rule's own would have to match.
  await card.getByRole('button', { name: 'Edit rule' }).click();
  const edit = admin.getByRole('dialog', { name: `Edit Dog Rule: ${beach.name}` });
  await expect(edit).toBeVisible();
  await expect(edit).toContainText(report);
  await edit
    .getByLabel('Dog Access Information')
    .fill(`Dogs on leads on the slipway (sign, ${testInfo.project.name}).`);
  await edit.getByRole('button', { name: 'Save Rule' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByText('Resolved', { exact: true })).toBeVisible();
  await adminContext.close();

  await page.reload();
  const today = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date());
  await expect(page.getByText(`Dog rules last checked ${today}`)).toBeVisible();
});
