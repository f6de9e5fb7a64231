import { randomBytes } from 'node:crypto';
import { test, type Page } from '@playwright/test';
import { expect } from './support/expect';
import { linkFromMail } from './support/outbox';
import { blockTiles } from './support/tiles';

test.beforeEach(({ page }) => blockTiles(page));

const newEmail = () => `walker.${randomBytes(5).toString('hex')}@example.org`;
const password = 'sandy-paws-42';

async function signUp(page: Page, email: string, returnTo?: string) {
  await page.goto(returnTo ? `/auth?returnTo=${encodeURIComponent(returnTo)}` : '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill('Tamsin');
  await page.getByLabel('Last name').fill('Trelawney');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
}

async function signIn(page: Page, email: string, secret = password) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });

test('sign up, verify from the mailed link, sign in, use the menu, sign out', async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);

  // Signing in before verifying says what to do.
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await signIn(page, email);
  await expect(page.getByText('Email verification required').first()).toBeVisible();

  const link = await linkFromMail(email, /verify your email/i, '/api/auth/verify-email');
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: 'Email Verified Successfully!' });
  await expect(dialog).toContainText('Tamsin');
  await expect(page).toHaveURL(/\/$/);
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
  // The link signed this browser in; a new browser signs in with the password.
  await expect(accountMenu(page)).toBeVisible();
  await page.context().clearCookies();

  await page.goto('/auth');
  await signIn(page, email);
  await expect(page.getByText('Welcome back!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await accountMenu(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Tamsin Trelawney');
  await expect(menu).toContainText(email);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Profile',
    'Upload Photos',
    'My Feedback',
    'Sign Out',
  ]);
  await expect(page.getByRole('banner')).toContainText('TT');
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tamsin Trelawney' })).toBeVisible();
  await expect(page.getByText(/^Joined \d{1,2} \w+ \d{4}$/)).toBeVisible();

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been successfully signed out.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a failed verification link says so', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=not-a-real-token');
  const dialog = page.getByRole('dialog', { name: 'Verification Failed' });
  await expect(dialog).toContainText('invalid or has already been used');
  await expect(page).toHaveURL(/\/$/);
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
});

test('forgot password: the mailed link sets a new password', async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);
  await page.goto(await linkFromMail(email, /verify your email/i, '/api/auth/verify-email'));
  await page.getByRole('button', { name: 'Got it' }).click();
  // The link signed this browser in; this test goes on signed out.
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();

  const resetLink = await linkFromMail(email, /reset your/i, '/reset-password');
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-paws');
  await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-paws');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();

  // The link works once.
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('another-paws');
  await page.getByLabel('Confirm new password', { exact: true }).fill('another-paws');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();

  await page.goto('/auth');
  await signIn(page, email, 'brand-new-paws');
  await expect(accountMenu(page)).toBeVisible();

  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
});

test('Sign In returns to the page it was opened from, and only to this site', async ({ page }) => {
  const email = newEmail();
  await page.goto('/beaches?beachType=sandy');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fbeaches%3FbeachType%3Dsandy$/);
  await signUp(page, email, '/beaches?beachType=sandy');
  await page.goto(await linkFromMail(email, /verify your email/i, '/api/auth/verify-email'));
  await page.getByRole('button', { name: 'Got it' }).click();
  // The link signed this browser in; this test goes on signed out.
  await page.context().clearCookies();

  await page.goto(`/auth?returnTo=${encodeURIComponent('/beaches?beachType=sandy')}`);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/beaches\?beachType=sandy$/);

  // A signed-in user sent to /auth goes straight on; a foreign returnTo goes home.
  await page.goto(`/auth?returnTo=${encodeURIComponent('//evil.example/steal')}`);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/auth?returnTo=%2Fprofile');
  await expect(page).toHaveURL(/\/profile$/);

  // Signed out, the profile's Sign In goes through /api/login back to the profile.
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('link', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fprofile$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/profile$/);
});
