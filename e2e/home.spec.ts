import { expect, test } from '@playwright/test';
import { queryBeaches } from '@shared/beach-list';
import type { Beach } from '@shared/beaches';

// The whole pipe, end to end: database, seed, API, built client, browser.
test('the home page shows beaches from the API, best rated first', async ({ page }) => {
  const beaches = (await (await page.request.get('/api/beaches')).json()) as Beach[];
  expect(beaches.length).toBeGreaterThanOrEqual(160);
  const [first] = queryBeaches(beaches, {}, 'rating');

  await page.goto('/');
  // The server render is hidden from the accessibility tree until the page is live (hydrated,
  // or rendered anew once its data has waited a second): on a busy machine, seconds after load.
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: first!.name, exact: true }).first()).toBeVisible();
});
