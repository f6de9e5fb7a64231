import { test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { unknownPlaceMessage } from '@shared/plan-options';
import { asAdmin, signedInUser } from './support/accounts';
import { expectAccessible, expectAccessibleDialog } from './support/axe';
import { e2eAdmin } from './support/data-dir';
import { expect } from './support/expect';
import { blockTiles } from './support/tiles';

/**
 * axe-core over every page and dialog of the site (WCAG 2.1 A and AA; a serious or critical
 * finding fails). The blog list, a post and the contact form with its solved CAPTCHA are analysed
 * in blog-contact.spec.ts, inside their own walks; everything else is here.
 */

// axe reads every element's colours and names: seconds a page on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => blockTiles(page));

interface ListedBeach {
  id: number;
  slug: string;
  name: string;
  accessType: string;
}

/** The beach most pages here are checked on: its page has every section. */
const bantham = { slug: 'bantham', name: 'Bantham' };

async function openBeach(page: Page, beach: { slug: string; name: string }) {
  await page.goto(`/beach/${beach.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: beach.name })).toBeVisible({
    timeout: 30_000,
  });
  // Everything the page loads after the beach: reviews, tides, the day plan.
  await expect(page.getByRole('heading', { name: /^Reviews \(\d+\)$/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Tides today' }).getByRole('list').first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Plan your visit' })
      .getByRole('heading', { name: 'Daylight' }),
  ).toBeVisible();
}

/** Opens a dialog with its button, checks it, and closes it with Escape: nothing is saved. */
async function checkDialog(page: Page, opener: string, dialog: string | RegExp) {
  await page.getByRole('button', { name: opener, exact: true }).click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  await expectAccessibleDialog(page, `the ${String(dialog)} dialog`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * A beach with an approved walking route (for the Rate Route dialog), far from the beaches the
 * other specs read or write: past the ones community.spec.ts uses by name, and not the first of
 * any access type, which beach.spec.ts opens.
 */
async function beachWithRoute(browser: Browser, request: APIRequestContext): Promise<ListedBeach> {
  const byName = (await (await request.get('/api/beaches?sortBy=name')).json()) as ListedBeach[];
  const listed = (await (await request.get('/api/beaches')).json()) as ListedBeach[];
  const firsts = new Set(
    ['year-round', 'seasonal', 'restricted'].map(
      (type) => listed.find((beach) => beach.accessType === type)?.id,
    ),
  );
  const beach = byName.slice(45).find((candidate) => !firsts.has(candidate.id))!;
  const routes = (await (await request.get(`/api/beaches/${beach.slug}/routes`)).json()) as [];
  if (routes.length > 0) return beach;

  // A dog owner submits it in a context of their own; the administrator approves it.
  const owner = await browser.newContext();
  try {
    const page = await owner.newPage();
    await signedInUser(page, 'Axel');
    const created = await page.request.post('/api/routes', {
      data: {
        beachId: beach.id,
        routeName: 'Axe headland loop',
        startingPoint: 'The beach car park',
        difficulty: 'easy',
        estimatedDuration: 45,
        distanceKm: 2.5,
        description: 'Along the cliff path and back by the lane.',
        submittedBy: 'Axel Hocking',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const admin = await asAdmin(request);
    expect((await admin.put(`/api/admin/routes/${id}/approve`)).status()).toBe(200);
  } finally {
    await owner.close();
  }
  return beach;
}

test.describe('signed out', () => {
  test('home, with the map shown and hidden', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Beach map' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Beaches', exact: true })).toBeVisible();
    await expectAccessible(page, 'the home page with its map');

    await page.getByRole('button', { name: 'Hide Map' }).click();
    await expect(page.getByRole('region', { name: 'Beach map' })).toHaveCount(0);
    // Only the list's heading row changed (the toggle); the rest was analysed with the map.
    await expectAccessible(
      page,
      'the home page without its map',
      'section[aria-labelledby="results-title"] > div:first-child',
    );
  });

  test('the verification dialogs', async ({ page }) => {
    await page.goto('/?verified=true&firstName=A&email=a@b.c');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessibleDialog(page, 'the e-mail verified dialog');

    await page.goto('/?verified=false');
    await expect(page.getByRole('dialog', { name: 'Verification Failed' })).toBeVisible();
    await expectAccessibleDialog(page, 'the verification failed dialog');
  });

  test('all beaches: grid, list and the filters', async ({ page }) => {
    await page.goto('/beaches');
    await expect(page.getByRole('list', { name: 'Beaches', exact: true })).toBeVisible();
    await expectAccessible(page, '/beaches in a grid');

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expectAccessible(page, '/beaches as a list', 'ul[aria-label="Beaches"]');

    // Below the desktop breakpoint the filters fold away behind one button.
    if (page.viewportSize()!.width < 1024) {
      await page.getByRole('button', { name: 'Filters and sort' }).click();
    }
    await page.getByLabel('Location', { exact: true }).selectOption({ index: 1 });
    await expect(page.getByRole('button', { name: /^Remove filter: / })).toBeVisible();
    await expectAccessible(
      page,
      '/beaches with the filters open and one set',
      'section[aria-label="Filters"], ul[aria-label="Filters on"]',
    );
  });

  test('a beach page: both tabs, Plan your visit, the tide card, the share panel, Rate Route', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await openBeach(page, bantham);
    await expectAccessible(page, 'the Beach Details tab');

    await page.getByRole('button', { name: 'Share this beach' }).click();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expectAccessible(page, 'the open share panel', 'section[aria-label="Share this beach"]');

    await page.getByRole('tab', { name: 'Dog Walks' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Dog Walks' })).toBeVisible();
    await expectAccessible(page, 'the Dog Walks tab', '[role="tabpanel"][data-state="active"]');

    const beach = await beachWithRoute(browser, request);
    await openBeach(page, beach);
    await page.getByRole('tab', { name: 'Dog Walks' }).click();
    await page.getByRole('button', { name: 'Rate Route' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Rate Route' })).toBeVisible();
    await expectAccessibleDialog(page, 'the Rate Route dialog');
  });

  test('an unknown page (and the phone menu) and an unknown beach', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expectAccessible(page, 'the 404 page');
    // On a phone the header's links fold behind the burger menu.
    const burger = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    if (await burger.isVisible()) {
      await burger.click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectAccessible(page, 'the open burger menu', 'header');
    }

    await page.goto('/beach/no-such-beach-anywhere');
    await expect(page.getByRole('heading', { name: 'Beach Not Found' })).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page, 'Beach Not Found');
  });

  test('the contact form with its errors', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
    await expectAccessible(page, '/contact with its errors shown');
  });

  test('the plan page with its errors, then with its results', async ({ page }) => {
    await page.goto('/plan');
    await page.getByLabel('Starting place').fill('Atlantis');
    await page.getByRole('button', { name: 'Find beaches' }).click();
    await expect(page.getByText(unknownPlaceMessage)).toBeVisible();
    await expectAccessible(page, '/plan with its errors shown');

    await page.goto('/plan?from=EX39&tide=any');
    await expect(page.getByRole('list', { name: 'Beaches, best first' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Beach map' })).toBeVisible();
    await expectAccessible(page, '/plan with its results');
  });

  const accountPages = [
    ['/auth', 'Sign In'],
    ['/auth?tab=signup', 'Create Account'],
    ['/forgot-password', 'Send Reset Link'],
    ['/reset-password?token=abc', 'Reset Password'],
    ['/reset-password', 'Request a new link'],
    ['/profile', 'Sign In'],
    ['/community/upload', 'Sign In'],
    ['/community/feedback', 'Sign In'],
  ] as const;

  for (const [path, ready] of accountPages) {
    test(`the account page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByText(ready, { exact: true }).first()).toBeVisible();
      await expectAccessible(page, path);
    });
  }
});

test('the signed-in pages and dialogs', async ({ page }) => {
  test.setTimeout(240_000);
  await signedInUser(page, 'Axel');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Photos (0)' })).toBeVisible();
  await expectAccessible(page, '/profile');

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessibleDialog(page, 'the account menu');
  await page.keyboard.press('Escape');

  await page.goto('/community/upload');
  await expect(page.getByRole('combobox', { name: 'Beach' })).toBeVisible();
  await expectAccessible(page, '/community/upload');

  await page.goto('/community/feedback');
  await expect(page.getByLabel('Your feedback', { exact: true })).toBeVisible();
  await expectAccessible(page, '/community/feedback');

  await openBeach(page, bantham);
  await expectAccessible(page, 'the beach page signed in');

  await page.getByRole('button', { name: 'Write a review' }).click();
  await expect(page.getByRole('form', { name: 'Write a review' })).toBeVisible();
  await expectAccessible(page, 'the review form', 'form[aria-label="Write a review"]');

  await checkDialog(page, 'Share Photos', 'Share Photos');
  await checkDialog(page, 'Leave Feedback', 'Leave Feedback');

  await page.getByRole('tab', { name: 'Dog Walks' }).click();
  await page.getByRole('button', { name: 'Submit Route' }).click();
  await expect(page.getByRole('dialog', { name: 'Submit a Walking Route' })).toBeVisible();
  await expectAccessibleDialog(page, 'the Submit Route dialog');
});

test('the back office and its dialogs', async ({ page }) => {
  // The login page, seven tabs and five dialogs, each analysed whole.
  test.setTimeout(300_000);
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page, '/admin/login');

  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
  // One beach, not the whole catalogue: the search is shared with Photo Admin; axe is slow on
  // hundreds of cards, and one card holds every kind of element the list has.
  await page.getByLabel('Search by name or location').fill('Bantham');
  await expect(page.getByRole('button', { name: 'Edit Bantham', exact: true })).toBeVisible();
  await expectAccessible(page, 'Beach Management');

  const dialogs: [opener: string, dialog: string | RegExp][] = [
    ['Edit Bantham', /^Edit Beach: /],
    ['Add Beach', 'Add Beach'],
    ['Delete Bantham', 'Delete Beach'],
  ];
  for (const [opener, name] of dialogs) await checkDialog(page, opener, name);

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
    await expectAccessible(page, `the ${tab} tab`);
  }

  await page.getByRole('tab', { name: 'Blog' }).click();
  await page.getByRole('button', { name: 'New Post' }).click();
  await expect(page.getByRole('dialog', { name: 'New Post' })).toBeVisible();
  await expectAccessibleDialog(page, 'the New Post dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
