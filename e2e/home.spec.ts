import { expect, test } from '@playwright/test';

test('the home page lists the beaches from the API', async ({ page }) => {
  const response = await page.request.get('/api/beaches');
  const beaches = (await response.json()) as { name: string }[];
  expect(beaches.length).toBeGreaterThan(100);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: `${beaches.length} dog-friendly beaches` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: beaches[0]!.name, exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: beaches.at(-1)!.name, exact: true }),
  ).toBeAttached();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/404 Page Not Found/);
});
