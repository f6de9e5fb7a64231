import { test, type Page } from '@playwright/test';
import { asAdmin, signedInUser } from './support/accounts';
import { expect } from './support/expect';
import { blockTiles } from './support/tiles';

/**
 * Every page runs under the site's Content-Security-Policy (no inline script) without a single
 * violation, and still works; user input shows as text, never as markup.
 */

interface Violations {
  list: string[];
}

/** Collects CSP violations: the console's "Refused to …" lines and securitypolicyviolation events. */
async function watchViolations(page: Page): Promise<Violations> {
  const violations: Violations = { list: [] };
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/i.test(text)) violations.list.push(`console: ${text}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.list.push(text));
  // A string: this folder is typed for Node, and the script runs in the page before its own.
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation('event: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || '(inline)'));
    });`,
  });
  return violations;
}

// No tile server here: tiles fail, which is not a CSP matter (their origin is allowed).
test.beforeEach(({ page }) => blockTiles(page));

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
}

test('every public page runs under the CSP without a violation', async ({ page }) => {
  // Nine pages and a proof of work solved in the browser.
  test.setTimeout(150_000);
  const violations = await watchViolations(page);
  const beaches = (await (await page.request.get('/api/beaches?sortBy=name')).json()) as {
    slug: string;
    name: string;
  }[];
  const posts = (await (await page.request.get('/api/blog')).json()) as {
    slug: string;
    title: string;
  }[];

  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visit(page, '/beaches');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visit(page, `/beach/${beaches[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: beaches[0]!.name })).toBeVisible({
    timeout: 30_000,
  });
  await visit(page, '/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visit(page, `/blog/${posts[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: posts[0]!.title })).toBeVisible();
  await visit(page, '/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visit(page, '/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The contact page's ALTCHA widget solves its proof of work in a worker of its own.
  await visit(page, '/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const widget = page.locator('altcha-widget');
  await expect(widget).toBeVisible();
  // Focusing the form starts the proof of work (as a visitor does by typing).
  await page.getByLabel('Name', { exact: true }).fill('Morwenna Trelawny');
  await expect(widget.locator('[data-state="verified"]')).toBeAttached({ timeout: 45_000 });

  expect(violations.list).toEqual([]);
});

test('signed-in pages run under the CSP without a violation', async ({ page, context }) => {
  const violations = await watchViolations(page);
  await signedInUser(page, 'Cspella');
  await visit(page, '/profile');
  await expect(page.getByText('Cspella').first()).toBeVisible();

  await asAdmin(context.request);
  await visit(page, '/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations.list).toEqual([]);
});

test('a review and feedback holding markup show as text on the beach page', async ({
  page,
}, testInfo) => {
  const violations = await watchViolations(page);
  const beaches = (await (await page.request.get('/api/beaches?sortBy=name')).json()) as {
    id: number;
    slug: string;
    name: string;
  }[];
  const beach = beaches[beaches.length - 1 - (testInfo.project.name.startsWith('phone') ? 0 : 1)]!;
  await signedInUser(page, 'Xavier');
  const attack = `<img src="x" onerror="window.__xss=1"> ${testInfo.project.name}`;
  const review = await page.request.post(`/api/beaches/${beach.id}/reviews`, {
    data: { rating: 4, reviewText: `Review ${attack}` },
  });
  expect(review.status()).toBe(201);
  const feedback = await page.request.post('/api/feedback', {
    data: { beachId: beach.id, feedbackType: 'positive', content: `Feedback ${attack}` },
  });
  expect(feedback.status()).toBe(201);

  await visit(page, `/beach/${beach.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: beach.name })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`Review ${attack}`).first()).toBeVisible();
  await expect(page.getByText(`Feedback ${attack}`).first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // The onerror handler never ran.
  expect(await page.evaluate('typeof window.__xss')).toBe('undefined');
  expect(violations.list).toEqual([]);
});
