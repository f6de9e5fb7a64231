import { test, type Locator, type Page } from '@playwright/test';
import { signedInUser } from './support/accounts';
import { expect } from './support/expect';
import { blockTiles } from './support/tiles';

/**
 * Keyboard-only walks through the main flows: every step is a key press (page.keyboard), never a
 * click. A desktop matter: the phone project's touch screen has no Tab key.
 */

test.skip(({ isMobile }) => isMobile, 'keyboard walks run on the desktop');
test.describe.configure({ timeout: 90_000 });

test.beforeEach(({ page }) => blockTiles(page));

/** The e2e code has no DOM types; CSS's :focus finds the focused element instead. */
const isFocused = async (target: Locator) =>
  (await target.and(target.page().locator(':focus')).count()) > 0;

/**
 * Presses `key` (Tab, or Shift+Tab to go back) until `target` has the focus; fails after `most`
 * presses, so a target the keyboard cannot reach fails the test instead of looping.
 */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', most = 60) {
  await expect(target).toBeVisible();
  // A server render's controls are inert until hydration makes the page live; on a busy machine
  // the presses could all go by before then.
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  throw new Error(`${String(target)} was not reached in ${most} presses of ${key}`);
}

/** The focused element shows it: an outline, or a ring drawn as a box shadow. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.page().evaluate<{
    outline: string;
    outlineWidth: number;
    shadow: string;
  }>(`(() => {
    const computed = getComputedStyle(document.activeElement);
    return {
      outline: computed.outlineStyle,
      outlineWidth: Number.parseFloat(computed.outlineWidth),
      shadow: computed.boxShadow,
    };
  })()`);
  const outlined = style.outline !== 'none' && style.outlineWidth > 0;
  const ringed = style.shadow !== 'none' && style.shadow !== '';
  expect(outlined || ringed, `focus ring on ${String(target)}: ${JSON.stringify(style)}`).toBe(
    true,
  );
}

test('the skip link is the first stop and moves the focus to the page', async ({ page }) => {
  await page.goto('/beaches');
  await expect(page.getByRole('list', { name: 'Beaches', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expectVisibleFocus(skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next stop is inside the page, past the header's links.
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
});

test('search, filter and open a beach, switch its tabs and use its share panel', async ({
  page,
}) => {
  await page.goto('/beaches');
  await expect(page.getByRole('list', { name: 'Beaches', exact: true })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search beaches' });
  await pressUntilFocused(page, search);
  await expectVisibleFocus(search);
  await page.keyboard.type('Bantham');
  await expect(page).toHaveURL(/[?&]q=Bantham/);

  // A native select changes with the arrow keys while it is closed.
  const location = page.getByLabel('Location', { exact: true });
  await pressUntilFocused(page, location);
  await expectVisibleFocus(location);
  await page.keyboard.press('ArrowDown');
  await expect(location).toHaveValue('South Devon');
  await expect(page).toHaveURL(/[?&]location=south-devon/);

  const parking = page.getByRole('button', { name: /^Parking/ });
  await pressUntilFocused(page, parking);
  await expectVisibleFocus(parking);
  await page.keyboard.press('Space');
  await expect(parking).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]parking=1/);
  await expect(page.getByRole('button', { name: 'Remove filter: South Devon' })).toBeVisible();

  const details = page.getByRole('link', { name: 'View Details of Bantham' });
  await pressUntilFocused(page, details);
  await expectVisibleFocus(details);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/beach\/bantham$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bantham' })).toBeVisible({
    timeout: 30_000,
  });

  // Radix tabs: Tab reaches the chosen tab, the arrows move between them and choose.
  const detailsTab = page.getByRole('tab', { name: 'Beach Details' });
  const walksTab = page.getByRole('tab', { name: 'Dog Walks' });
  await pressUntilFocused(page, detailsTab);
  await expectVisibleFocus(detailsTab);
  await page.keyboard.press('ArrowRight');
  await expect(walksTab).toBeFocused();
  await expect(walksTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Dog Walks' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(detailsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();

  // The share panel opens and closes from its button.
  const share = page.getByRole('button', { name: 'Share this beach' });
  await pressUntilFocused(page, share, 'Shift+Tab');
  await expectVisibleFocus(share);
  await page.keyboard.press('Enter');
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  const copy = page.getByRole('button', { name: 'Copy link' });
  await pressUntilFocused(page, copy, 'Tab', 12);
  await pressUntilFocused(page, share, 'Shift+Tab', 12);
  await page.keyboard.press('Enter');
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  await expect(copy).toBeHidden();
  await expect(share).toBeFocused();
});

test('a dialog opens from the keyboard, closes with Escape and gives the focus back', async ({
  page,
}) => {
  await signedInUser(page, 'Keyne');
  await page.goto('/beach/bantham');
  await expect(page.getByRole('heading', { level: 1, name: 'Bantham' })).toBeVisible({
    timeout: 30_000,
  });

  const opener = page.getByRole('button', { name: 'Leave Feedback' });
  await pressUntilFocused(page, opener);
  await expectVisibleFocus(opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Leave Feedback' });
  await expect(dialog).toBeVisible();
  // The focus moved into the dialog and Tab keeps it there.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('sign in at /auth with the keyboard', async ({ page, browser }) => {
  // A verified account made in a context of its own: this page starts signed out.
  const elsewhere = await browser.newContext();
  const user = await signedInUser(await elsewhere.newPage(), 'Jory');
  await elsewhere.close();

  await page.goto('/auth');
  const email = page.getByLabel('Email', { exact: true });
  await pressUntilFocused(page, email);
  await expectVisibleFocus(email);
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth/);
});
