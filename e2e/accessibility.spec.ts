import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signedInUser } from './support/accounts';
import { e2eAdmin } from './support/data-dir';

const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

/** axe-core's serious and critical findings on the page as it is now (WCAG 2.1 A and AA). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Leaflet's tile layer cannot load here; its placeholder is not ours to judge.
    .exclude('.leaflet-container')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

const signedOutPages = [
  ['/auth', 'Sign In'],
  ['/auth?tab=signup', 'Create Account'],
  ['/forgot-password', 'Send Reset Link'],
  ['/reset-password?token=abc', 'Reset Password'],
  ['/reset-password', 'Request a new link'],
  ['/profile', 'Sign In'],
] as const;

for (const [path, ready] of signedOutPages) {
  test(`${path} has no serious accessibility problem`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByText(ready, { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the signed-in pages and dialogs have no serious accessibility problem', async ({ page }) => {
  // Six pages and dialogs, each analysed whole: longer than one page's test.
  test.setTimeout(120_000);
  await signedInUser(page, 'Axel');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Photos (0)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/community/upload');
  await expect(page.getByRole('combobox', { name: 'Beach' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/community/feedback');
  await expect(page.getByLabel('Your feedback', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/beach/bantham');
  await expect(page.getByRole('heading', { level: 1, name: 'Bantham' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: /^Reviews \(\d+\)$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Share Photos' }).click();
  await expect(page.getByRole('dialog', { name: 'Share Photos' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Dog Walks' }).click();
  await page.getByRole('button', { name: 'Submit Route' }).click();
  await expect(page.getByRole('dialog', { name: 'Submit a Walking Route' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the back office has no serious accessibility problem', async ({ page }) => {
  // The login page, seven tabs and the edit dialog, each analysed whole.
  test.setTimeout(150_000);
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
  // One beach, not the whole catalogue: the search is shared with Photo Admin; axe is slow on
  // hundreds of cards, and one card holds every kind of element the list has.
  await page.getByLabel('Search by name or location').fill('Bantham');
  await expect(page.getByRole('button', { name: 'Edit Bantham', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^Edit Beach: / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  for (const tab of [
    'Review Moderation',
    'Walking Routes',
    'Community',
    'Messages',
    'Photo Admin',
    'Blog',
    'Activity',
  ]) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    await expect(panel).toBeVisible();
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page), tab).toEqual([]);
  }
});
