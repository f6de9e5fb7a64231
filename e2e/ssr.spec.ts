import { expect, test } from '@playwright/test';
import { blockTiles } from './support/tiles';

/**
 * The server renders public pages (SSR: server/src/plugins/ssr.ts); the client then hydrates
 * them, or renders its own loading and error states in their place (client/src/app/hydrate.tsx).
 */
interface ListedBeach {
  slug: string;
  name: string;
}

test.beforeEach(({ page }) => blockTiles(page));

test('a beach page arrives server-rendered, with its name and dog rule, before any script runs', async ({
  request,
}) => {
  const beaches = (await (await request.get('/api/beaches')).json()) as ListedBeach[];
  const beach = beaches[0]!;
  const response = await request.get(`/beach/${beach.slug}`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  const html = await response.text();
  const root = /<div id="root" aria-hidden="true">([\s\S]*)<\/div>\s*<\/body>/.exec(html);
  expect(root).not.toBeNull();
  const rendered = root![1]!;
  const escaped = beach.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
  expect(rendered).toMatch(
    new RegExp(`<h1[^>]*>${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
  );
  expect(rendered).toMatch(/Dogs (allowed|not allowed|restricted)/i);
  // Only the head has a title and scripts; the page's code is asked for after the first paint
  // (main.tsx), so nothing is preloaded ahead of it.
  expect(rendered).not.toMatch(/<title|<script/);
  // Its buttons wait for hydration (a tap would do nothing before); its links work.
  expect(rendered).toMatch(/<button inert data-ssr-inert/);
  expect(rendered).not.toMatch(/<button(?! inert data-ssr-inert)[\s>]/);
  expect(rendered).not.toMatch(/<a inert/);
  expect(html).not.toContain('modulepreload');
});

/**
 * Every page a visitor opens, but those that need the catalogue (tested with it below). A page for
 * a signed-in user, asked for without a session cookie, is rendered as a signed-out visitor sees
 * it.
 */
const accountPages = [
  ['/auth', 'Sign in'],
  ['/auth?tab=signup&returnTo=%2Fbeaches', 'Create your account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/reset-password?token=abc', 'Choose a new password'],
  ['/contact', 'Contact Us'],
  ['/profile', 'Sign In Required'],
  ['/community/upload', 'Sign In Required'],
  ['/community/feedback', 'Sign In Required'],
  ['/admin/login', 'Administrator Login'],
] as const;

test('every page arrives server-rendered; the list with a filter and the dashboard do not', async ({
  request,
}) => {
  for (const path of ['/', '/beaches', '/blog']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root" aria-hidden="true"><');
  }
  for (const [path, heading] of accountPages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading.replace('?', '\\?')}</h1>`));
    expect(html, path).not.toContain('modulepreload');
  }
  // With a session cookie (valid or not: the server does not look it up to render), a signed-in
  // page says it is checking, and the browser fills it in.
  const withCookie = await request.get('/profile', { headers: { cookie: 'ddb_session=x' } });
  expect(await withCookie.text()).toMatch(
    /<div id="root" aria-hidden="true"><[\s\S]*<h1[^>]*>Your profile<\/h1>[\s\S]*Loading profile/,
  );
  // Never the token of a reset link: one render serves every link.
  expect(await (await request.get('/reset-password?token=abc')).text()).not.toContain('abc');
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
  for (const path of ['/beaches?search=bay', '/admin']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
    // Without SSR, the app starts at once: its code is preloaded with the HTML.
    expect(html, path).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/hydrate-[^"]+\.js">/,
    );
  }
});

test('the client hydrates the server render: live, and with its own states', async ({ page }) => {
  await page.goto('/beaches');
  const root = page.locator('#root');
  await expect(root).not.toHaveAttribute('aria-hidden');
  await expect(root.locator('[inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The list is fetched again by the client: a failure shows its error, server-rendered or not.
  await page.route('**/api/beaches', (route) => route.fulfill({ status: 500, body: '' }));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Failed to fetch beaches', {
    timeout: 20_000,
  });
});

test('each server-rendered page is hydrated: the same elements, live, with no mismatch', async ({
  page,
  request,
}) => {
  // Fifteen pages, each opened up to six times: on a busy machine (two test workers on two cores)
  // that takes longer than the default 30 s while every page hydrates as it should.
  test.setTimeout(240_000);
  const beaches = (await (await request.get('/api/beaches')).json()) as ListedBeach[];
  const posts = (await (await request.get('/api/blog')).json()) as { slug: string }[];
  const beachPath = `/beach/${beaches[0]!.slug}`;
  const postPath = `/blog/${posts[0]!.slug}`;
  // The hydration data's responses, given at once: the page hydrates only when that data arrives
  // within a second, which two test workers on two cores do not always allow.
  const responses = new Map<string, string>();
  for (const path of [
    '/api/beaches',
    '/api/stats',
    '/api/site',
    `/api/beaches/${beaches[0]!.slug}`,
    '/api/blog',
    `/api/blog/${posts[0]!.slug}`,
  ]) {
    responses.set(path, await (await request.get(path)).text());
  }
  await page.route('**/api/**', async (route) => {
    const body = responses.get(new URL(route.request().url()).pathname);
    if (route.request().method() !== 'GET' || body === undefined) return route.continue();
    return route.fulfill({ contentType: 'application/json', body });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('Hydration mismatch')) {
      warnings.push(message.text());
    }
  });
  // The page's code comes a little late, so the server render can be looked at before it does.
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  /** Opens the page; returns how it started, and whether the server-rendered heading is kept. */
  const visit = async (path: string) => {
    await page.goto(path, { waitUntil: 'commit' });
    const ssrHeading = await page.waitForSelector('#root[aria-hidden] h1', {
      state: 'attached',
    });
    const root = page.locator('#root');
    await expect(root, path).not.toHaveAttribute('aria-hidden', { timeout: 15_000 });
    // Its controls, inert in the server render, are live.
    await expect(root.locator('[inert]'), path).toHaveCount(0);
    await expect(root.locator('button').first(), path).not.toHaveAttribute('data-ssr-inert');
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    const start = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .map((mark) => mark.name)
        .find((name) => name.startsWith('ssr:')),
    );
    const kept: boolean = await ssrHeading.evaluate(
      (heading) => (heading as unknown as { isConnected: boolean }).isConnected,
    );
    return { start, kept };
  };
  for (const path of [
    '/',
    '/beaches',
    beachPath,
    '/blog',
    postPath,
    ...accountPages.map(([path]) => path),
    '/no-such-page',
  ]) {
    // The responses come at once, but a busy machine can still take more than a second to read
    // them: the page then replaces the server render (correctly); it is opened again, six times
    // at most (three were once not enough in CI).
    let outcome = await visit(path);
    for (let again = 0; again < 5 && outcome.start !== 'ssr:hydrate'; again += 1) {
      outcome = await visit(path);
    }
    // Hydrated, not replaced: the heading the server rendered is the page's own now.
    expect(outcome, path).toEqual({ start: 'ssr:hydrate', kept: true });
  }
  expect(warnings).toEqual([]);
});

test('on a slow line the server render gives way to its loading outline, then shows its data', async ({
  page,
}) => {
  let slow = true;
  await page.route('**/api/beaches', async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto('/beaches');
  // The hydration data did not arrive in time: the page renders its own outline in the server
  // render's place (its card placeholders), as it does without SSR.
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', { timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Loading beaches' })).toBeVisible();
  await expect(page.getByRole('link', { name: /view details/i }).first()).toBeVisible({
    timeout: 20_000,
  });
  slow = false;
});

test('a signed-out visitor’s member pages load none of the members’ code or data', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  for (const [path, text] of [
    ['/profile', 'Sign in to see your profile, your photos and your feedback.'],
    ['/community/upload', "Sign in to share your photos of Devon's dog-friendly beaches."],
    ['/community/feedback', 'Sign in to share feedback about a beach or about the site.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible();
    // Live (the server render has that text too), and every request of its start made.
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
  }
  // The signed-in parts are chunks of their own (profile-sections, community-*-page), which load
  // the features' code (check-ins, reviews, rule reports, walks, the photo picker); the feedback
  // form's list of beaches is fetched only for a member.
  const members = asked.filter((pathname) =>
    /\/assets\/(profile-sections|community-(upload|feedback)-page|checkins|reviews|rule-reports|walks|photo-picker)-/.test(
      pathname,
    ),
  );
  expect(members).toEqual([]);
  expect(asked).not.toContain('/api/beaches');
  // The pages' own code did load (the profile's chunk), so the check above is not vacuous.
  expect(asked.some((pathname) => /\/assets\/profile-[\w-]+\.js$/.test(pathname))).toBe(true);
});

test('pages that show no beach start without the catalogue’s code or data', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  for (const path of ['/contact', '/auth', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByLabel('Email', { exact: true }).first()).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
  }
  // The catalogue's schemas (dog-rules, beaches) and its queries (get-beaches, get-beach,
  // get-stats) load with the pages that read them (app/route-table.tsx).
  const catalogue = (pathname: string) =>
    /\/assets\/(dog-rules|beaches|get-beaches|get-beach|get-stats)-[\w-]+\.js$/.test(pathname);
  expect(asked.filter(catalogue)).toEqual([]);
  expect(asked.filter((pathname) => pathname.startsWith('/api/beaches'))).toEqual([]);
  // The home page does load those chunks, by those names, so the check above is not vacuous.
  asked.length = 0;
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', { timeout: 15_000 });
  for (const name of ['dog-rules', 'beaches', 'get-beaches', 'get-stats']) {
    expect(
      asked.some((pathname) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(pathname)),
      name,
    ).toBe(true);
  }
});
