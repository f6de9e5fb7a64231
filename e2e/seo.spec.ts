import { test } from '@playwright/test';
import { expect } from './support/expect';
import { blockTiles } from './support/tiles';

interface ListedBeach {
  slug: string;
  name: string;
  latitude: string | null;
}

// Map tiles cannot load here; fail them fast so nothing waits on them.
test.beforeEach(({ page }) => blockTiles(page));

test('a beach page arrives with its share tags and JSON-LD, and the client still renders it', async ({
  page,
  request,
}) => {
  const beaches = (await (await request.get('/api/beaches')).json()) as ListedBeach[];
  const beach = beaches.find((candidate) => candidate.latitude !== null)!;
  expect(beach).toBeDefined();

  const response = await page.goto(`/beach/${beach.slug}`);
  expect(response?.status()).toBe(200);
  // What a crawler or a messenger reads: the HTML as sent, before any script runs.
  const html = await response!.text();
  expect(html).toContain('<meta property="og:title"');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');

  // The head in the browser still holds the server's tags beside what React renders.
  const head = page.locator('head');
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', beach.name);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/beach/${beach.slug}$`),
  );
  const image = await head.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(new RegExp(`/og/beach/${beach.slug}\\.png\\?v=`));
  const blocks = await head.locator('script[type="application/ld+json"]').allTextContents();
  const place = blocks
    .map((text) => JSON.parse(text) as { '@type': string; geo?: { latitude: number } })
    .find((data) => data['@type'] === 'Beach');
  expect(place?.geo?.latitude).toBe(Number(beach.latitude));

  // The client takes over: the beach's heading, and the title it sets is the one that came.
  await expect(page.getByRole('heading', { level: 1, name: beach.name })).toBeVisible();
  await expect(page).toHaveTitle(`${beach.name} | Devon Dog Beaches`);

  const picture = await request.get(new URL(image!).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
});

test('a path the site does not know answers 404 with the client 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('404 Page Not Found | Devon Dog Beaches');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('a blog post keeps one set of structured data once the client renders its own', async ({
  page,
  request,
}) => {
  const posts = (await (await request.get('/api/blog')).json()) as {
    slug: string;
    title: string;
  }[];
  const post = posts[0]!;
  const response = await page.goto(`/blog/${post.slug}`);
  expect(response?.status()).toBe(200);
  expect(await response!.text()).toContain('"@type":"BlogPosting"');
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  expect(JSON.parse((await blocks.textContent()) ?? '{}')).toMatchObject({
    '@type': 'BlogPosting',
    headline: post.title,
  });
});
