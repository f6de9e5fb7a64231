import { expect as baseExpect, test, type Locator } from '@playwright/test';
import { blockTiles, serveBlankTiles } from './support/tiles';

/**
 * Tap targets on a 390 px phone: every control measured here is at least 44 by 44 CSS pixels,
 * the size a fingertip hits without a second try (WCAG 2.5.5). These are the small ones a walk
 * through the site on a phone found: Retry and Try again, the beach page's source links, the
 * CAPTCHA's checkbox and the map's markers.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });
// The phone's run measures; the desktop's would only repeat it.
test.skip(({ isMobile }) => !isMobile, 'measured on the phone');

const minimum = 44;

/** Every element `targets` finds (at least one) is visible and 44 px or more each way. */
async function expectTapTargets(targets: Locator, what: string) {
  await expect(targets.first()).toBeVisible();
  // Measured all at once: a map re-clusters as it settles, so one element at a time could wait
  // for one that no longer exists.
  const measure = () =>
    targets.evaluateAll((elements) =>
      elements.map((element) => {
        // The browser's Element (these specs are typed without the DOM library).
        const { width, height } = (
          element as unknown as { getBoundingClientRect(): { width: number; height: number } }
        ).getBoundingClientRect();
        return { width, height };
      }),
    );
  // A map settling (fitting its view to the results, re-clustering) lays its markers out anew,
  // and one measurement can catch them all at 0 by 0: the measurement is retried until it passes
  // (20 s), and a control that stays too small fails with its last figures.
  await expect(async () => {
    const boxes = await measure();
    expect(boxes.length, `${what}: some to measure`).toBeGreaterThan(0);
    boxes.forEach((box, index) => {
      expect(box.width, `${what} #${index + 1} width`).toBeGreaterThanOrEqual(minimum);
      expect(box.height, `${what} #${index + 1} height`).toBeGreaterThanOrEqual(minimum);
    });
  }).toPass({ timeout: 20_000 });
}

/** Woolacombe's page has a dog rule, facilities and a bathing water, each with its source. */
const woolacombe = { slug: 'woolacombe-beach', name: 'Woolacombe Beach' };

test('the beach page’s source links, Retry and the map’s Try again', async ({ page }) => {
  await blockTiles(page);
  // The reviews cannot load, so their Retry shows.
  await page.route(/\/api\/beaches\/\d+\/reviews$/, (route) =>
    route.fulfill({ status: 500, json: { message: 'Boom' } }),
  );
  await page.goto(`/beach/${woolacombe.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expectTapTargets(
    page.getByRole('link', { name: /^Source for .* \(opens in a new tab\)$/ }),
    'a facility’s Source link',
  );
  await expectTapTargets(page.getByRole('link', { name: /^Read the source/ }), 'the rule’s source');
  await expectTapTargets(
    page.getByRole('link', { name: /^Environment Agency profile/ }),
    'the bathing water’s profile link',
  );
  await expectTapTargets(
    page
      .getByRole('alert')
      .filter({ hasText: 'The reviews could not be loaded.' })
      .getByRole('button', {
        name: 'Retry',
      }),
    'the reviews’ Retry',
  );
  await expectTapTargets(page.getByRole('button', { name: 'Try again' }), 'the map’s Try again');
});

test('the home map’s Try again', async ({ page }) => {
  await blockTiles(page);
  await page.goto('/');
  const map = page.getByRole('region', { name: 'Beach map' });
  await expect(map.getByText(/The map tiles could not load/)).toBeVisible();
  await expectTapTargets(map.getByRole('button', { name: 'Try again' }), 'the map’s Try again');
});

test('the map’s markers and clusters', async ({ page }) => {
  await serveBlankTiles(page);
  await page.goto(`/beach/${woolacombe.slug}`);
  const beachMap = page.getByRole('region', { name: `Map of ${woolacombe.name}` });
  await expect(beachMap).toBeVisible();
  await expectTapTargets(beachMap.locator('.beach-marker'), 'the beach page’s marker');

  await page.goto('/');
  const map = page.getByRole('region', { name: /^Interactive map of \d+ beaches$/ });
  await expect(map).toBeVisible();
  await expectTapTargets(map.locator('.beach-cluster'), 'a cluster');
  // Zoom into clusters until single beaches show.
  const marker = map.locator('.beach-marker');
  for (let attempt = 0; attempt < 6 && (await marker.count()) === 0; attempt += 1) {
    await map.locator('.beach-cluster').first().click();
    await page.waitForTimeout(500);
  }
  await expectTapTargets(marker, 'a beach marker');
});

test('the CAPTCHA’s checkbox (the contact form’s; sign-in shows the same widget)', async ({
  page,
}) => {
  await page.goto('/contact');
  const widget = page.locator('altcha-widget');
  await expect(widget).toBeVisible();
  await expectTapTargets(widget.getByRole('checkbox'), 'the contact form’s CAPTCHA checkbox');
  // A tap inside the 44 px square but beside the 22 px drawing ticks it.
  const checkbox = widget.getByRole('checkbox');
  await checkbox.scrollIntoViewIfNeeded();
  const box = (await checkbox.boundingBox())!;
  await page.mouse.click(box.x + 5, box.y + box.height / 2);
  await expect(widget.locator('[data-state="verified"]')).toBeAttached({ timeout: 45_000 });
  await expectTapTargets(widget.getByRole('checkbox'), 'the ticked CAPTCHA checkbox');
});
