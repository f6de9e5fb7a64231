import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Beach } from '@shared/beaches';
import { decodeEntities } from '@shared/blog-structured-data';
import { dogDayStatus, formatWeekdayDayMonth } from '@shared/dog-rules';
import { listDayChoices } from '@shared/list-day';
import { parseLocalDate } from '@shared/london-time';
import { beaches, blogPosts } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../../test/helper';

let ctx: TestContext;
const clientRoot = mkdtempSync(path.join(tmpdir(), 'ddb-seo-client-'));
const origin = 'https://dogs.example';

// Shaped like client/index.html as Vite builds it: the title and description are replaced.
const indexHtml = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta
      name="description"
      content="The site's own description."
    />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Devon Dog Beaches</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body class="bg-sand-50 text-ink">
    <div id="root"></div>
  </body>
</html>
`;

/** The head of an HTML answer, read the way a crawler would. */
function readHead(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const attr = (tag: string, name: string) =>
    decodeEntities(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
  const metas = [...head.matchAll(/<meta [^>]*>/g)].map((match) => match[0]);
  const meta = (key: string) => {
    const found = metas.filter(
      (tag) => tag.includes(`name="${key}"`) || tag.includes(`property="${key}"`),
    );
    return found.map((tag) => attr(tag, 'content'));
  };
  return {
    head,
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) =>
      decodeEntities(match[1]!),
    ),
    meta: (key: string) => meta(key)[0],
    metaCount: (key: string) => meta(key).length,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    jsonLd: [
      ...head.matchAll(
        /<script type="application\/ld\+json" data-server-head>([\s\S]*?)<\/script>/g,
      ),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>),
    scripts: [...head.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]),
  };
}

let beach: Beach;
let posts: { slug: string; title: string }[];

beforeAll(async () => {
  writeFileSync(path.join(clientRoot, 'index.html'), indexHtml);
  ctx = await buildTestApp({ clientRoot, env: { PUBLIC_URL: origin } });
  const all = await ctx.app.catalogue.all();
  beach = all.find((candidate) => candidate.latitude && candidate.longitude)!;
  posts = await ctx.database.db
    .select({ slug: blogPosts.slug, title: blogPosts.title })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true));
  await ctx.database.db.insert(blogPosts).values({
    title: 'Secret draft',
    slug: 'secret-draft',
    content: '<p>Not yet</p>',
    author: 'Editor',
    isPublished: false,
  });
}, 60_000);
afterAll(async () => ctx.close());

describe('the HTML a crawler gets', () => {
  it('gives a beach page its title, description, canonical URL, share tags and Beach JSON-LD', async () => {
    const response = await ctx.app.inject({ url: `/beach/${beach.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const page = readHead(response.body);
    // One title and one description: the built ones were replaced, the rest of the file kept.
    expect(page.titles).toEqual([`${beach.name} | Devon Dog Beaches`]);
    expect(page.metaCount('description')).toBe(1);
    expect(page.meta('description')).toContain(beach.name);
    expect(page.meta('description')).toContain(beach.location);
    expect(response.body).toContain('<link rel="icon" href="/favicon.svg"');
    expect(response.body).toContain('<div id="root"></div>');
    expect(page.canonical).toBe(`${origin}/beach/${beach.slug}`);
    expect(page.meta('og:url')).toBe(`${origin}/beach/${beach.slug}`);
    expect(page.meta('og:title')).toBe(beach.name);
    expect(page.meta('og:description')).toBe(page.meta('description'));
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('og:image')).toMatch(
      new RegExp(`^${origin}/og/beach/${beach.slug}\\.png\\?v=[\\w-]+$`),
    );
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('og:image:height')).toBe('630');
    expect(page.meta('og:image:alt')).toContain(beach.dogStatus.today);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:title')).toBe(beach.name);
    expect(page.meta('twitter:image')).toBe(page.meta('og:image'));
    expect(page.meta('robots')).toBeUndefined();

    const place = page.jsonLd.find((data) => data['@type'] === 'Beach')!;
    expect(place).toMatchObject({
      '@context': 'https://schema.org',
      name: beach.name,
      url: `${origin}/beach/${beach.slug}`,
      image: page.meta('og:image'),
      geo: {
        '@type': 'GeoCoordinates',
        latitude: Number(beach.latitude),
        longitude: Number(beach.longitude),
      },
    });
    const features = place.amenityFeature as { name: string; value: boolean }[];
    expect(features).toContainEqual(
      expect.objectContaining({ name: 'Parking', value: beach.hasParking }),
    );
    expect(features).toContainEqual(
      expect.objectContaining({ name: 'Dogs allowed today', value: beach.dogStatus.allowedToday }),
    );
    const crumbs = page.jsonLd.find((data) => data['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Beaches', item: `${origin}/beaches` },
      {
        '@type': 'ListItem',
        position: 3,
        name: beach.name,
        item: `${origin}/beach/${beach.slug}`,
      },
    ]);
    // Only data blocks: nothing the coming Content-Security-Policy would have to allow.
    expect(page.scripts.filter((tag) => !tag.includes('application/ld+json'))).toEqual([
      '<script type="module" crossorigin src="/assets/index-abc123.js">',
    ]);
  });

  it('says the dog rule in words first in a beach description', async () => {
    const yearRound = (await ctx.app.catalogue.all()).find(
      (candidate) =>
        candidate.accessType === 'year-round' &&
        candidate.dogStatus.today === 'Dogs allowed today' &&
        !candidate.dogStatus.nextChange,
    );
    expect(yearRound).toBeDefined();
    const page = readHead((await ctx.app.inject({ url: `/beach/${yearRound!.slug}` })).body);
    expect(page.meta('description')).toMatch(
      new RegExp(`^Dogs allowed all year at ${yearRound!.name}, ${yearRound!.location}\\.`),
    );
    expect(page.meta('description')!.length).toBeLessThanOrEqual(260);
  });

  it('names the day in a beach page’s preview when its address names one', async () => {
    const { tomorrow } = listDayChoices();
    const day = parseLocalDate(tomorrow)!;
    const name = `${beach.name} on ${formatWeekdayDayMonth(day)} ${day.year}`;
    const page = readHead(
      (await ctx.app.inject({ url: `/beach/${beach.slug}?date=${tomorrow}` })).body,
    );
    expect(page.titles).toEqual([`${name} | Devon Dog Beaches`]);
    expect(page.meta('og:title')).toBe(name);
    const { text } = dogDayStatus(beach, day);
    expect(page.meta('description')).toMatch(
      new RegExp(`^On ${formatWeekdayDayMonth(day)} ${day.year}: ${text.charAt(0).toLowerCase()}`),
    );
    // One address for search engines; a day out of range is the plain page.
    expect(page.canonical).toBe(`${origin}/beach/${beach.slug}`);
    const plain = readHead(
      (await ctx.app.inject({ url: `/beach/${beach.slug}?date=1999-01-01` })).body,
    );
    expect(plain.titles).toEqual([`${beach.name} | Devon Dog Beaches`]);
  });

  it('points a beach reached by its id at its slug', async () => {
    const response = await ctx.app.inject({ url: `/beach/${beach.id}` });
    expect(response.statusCode).toBe(200);
    expect(readHead(response.body).canonical).toBe(`${origin}/beach/${beach.slug}`);
  });

  it('gives a published post its title, description, article tags and BlogPosting JSON-LD', async () => {
    const post = posts[0]!;
    const response = await ctx.app.inject({ url: `/blog/${post.slug}` });
    expect(response.statusCode).toBe(200);
    const page = readHead(response.body);
    expect(page.titles).toEqual([`${post.title} | Devon Dog Beaches Blog`]);
    expect(page.meta('description')!.length).toBeGreaterThan(20);
    expect(page.canonical).toBe(`${origin}/blog/${post.slug}`);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:title')).toBe(post.title);
    expect(page.meta('og:image')).toMatch(/^https:\/\/dogs\.example\//);
    expect(page.meta('article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const posting = page.jsonLd.find((data) => data['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({
      headline: post.title,
      url: `${origin}/blog/${post.slug}`,
      description: page.meta('description'),
      isPartOf: { '@type': 'Blog', url: `${origin}/blog` },
    });
    expect(page.jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('answers a draft or unknown post with 404 and the client page', async () => {
    for (const url of ['/blog/secret-draft', '/blog/no-such-post']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      const page = readHead(response.body);
      expect(page.titles).toEqual(['Blog post not found | Devon Dog Beaches Blog']);
      expect(page.meta('robots')).toBe('noindex');
      expect(response.body).not.toContain('Secret draft');
    }
  });

  it('answers an unknown beach with 404 and the client page', async () => {
    for (const url of ['/beach/no-such-beach', '/beach/999999', '/beach/no%20such']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      expect(readHead(response.body).titles).toEqual(['Beach Not Found | Devon Dog Beaches']);
    }
  });

  it('answers any other path with 404, the client page and its not-found title', async () => {
    for (const url of [
      '/no-such-page',
      '/beaches/extra',
      '/community/nothing',
      '/admin/whatever',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const page = readHead(response.body);
      expect(page.titles).toEqual(['404 Page Not Found | Devon Dog Beaches']);
      expect(page.meta('robots')).toBe('noindex');
      expect(page.canonical).toBeUndefined();
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
    // A broken escape is refused by the router itself: a 4xx, never a 5xx.
    const broken = await ctx.app.inject({ url: '/beach/%E0%A4%A' });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('gives the other pages the titles their client pages set', async () => {
    const expected: Record<string, string> = {
      '/beaches': 'All beaches | Devon Dog Beaches',
      '/beaches/?q=bay': 'All beaches | Devon Dog Beaches',
      '/blog': 'Devon Dog Beaches Blog',
      '/contact': 'Contact Us | Devon Dog Beaches',
      '/auth': 'Sign in | Devon Dog Beaches',
      '/auth?tab=signup': 'Create your account | Devon Dog Beaches',
      '/profile': 'Your profile | Devon Dog Beaches',
      '/forgot-password': 'Forgot your password? | Devon Dog Beaches',
      '/reset-password?token=abc': 'Choose a new password | Devon Dog Beaches',
      '/community/upload': 'Upload Photos | Devon Dog Beaches',
      '/community/feedback': 'Share your feedback | Devon Dog Beaches',
      '/admin/login': 'Administrator Login | Devon Dog Beaches',
      '/admin': 'Admin Dashboard | Devon Dog Beaches',
    };
    for (const [url, title] of Object.entries(expected)) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(readHead(response.body).titles, url).toEqual([title]);
    }
    const admin = readHead((await ctx.app.inject({ url: '/admin' })).body);
    expect(admin.meta('robots')).toBe('noindex');
    const list = readHead((await ctx.app.inject({ url: '/beaches?q=bay' })).body);
    expect(list.canonical).toBe(`${origin}/beaches`);
    expect(list.meta('robots')).toBeUndefined();
  });

  it('gives the plan page a preview that names a shared plan’s day and place', async () => {
    const plain = readHead((await ctx.app.inject({ url: '/plan' })).body);
    expect(plain.titles).toEqual(['Plan a dog walk | Devon Dog Beaches']);
    expect(plain.meta('description')).toMatch(/^Plan a dog walk on the Devon coast: choose a day/);
    expect(plain.canonical).toBe(`${origin}/plan`);

    const response = await ctx.app.inject({
      url: '/plan?date=2026-03-14&start=12%3A00&end=17%3A00&from=ex39&radius=10&tide=low',
    });
    expect(response.statusCode).toBe(200);
    const shared = readHead(response.body);
    const title = 'Dog walks on Saturday 14 March near EX39';
    expect(shared.titles).toEqual([`${title} | Devon Dog Beaches`]);
    expect(shared.meta('og:title')).toBe(`${title} | Devon Dog Beaches`);
    expect(shared.meta('description')).toBe(
      'Where a dog can walk on the Devon coast on Saturday 14 March near EX39: the beaches where dogs are allowed in daylight, at low tide if you like, each on one time line.',
    );
    expect(shared.meta('og:description')).toBe(shared.meta('description'));
    expect(shared.canonical).toBe(`${origin}/plan`);
    expect(shared.meta('og:image')).toMatch(new RegExp(`^${origin}/og/site\\.png`));

    // A link's own words never reach the preview: only a place of the table is named.
    const odd = readHead(
      (await ctx.app.inject({ url: '/plan?from=%3Cb%3EFree%20treats%3C%2Fb%3E' })).body,
    );
    expect(odd.titles).toEqual(['Plan a dog walk | Devon Dog Beaches']);
  });

  it('describes the site and its search on the home page', async () => {
    const response = await ctx.app.inject({ url: '/' });
    const page = readHead(response.body);
    expect(page.titles).toEqual([
      'Devon Dog Beaches: where your dog is welcome on the Devon coast',
    ]);
    expect(page.canonical).toBe(`${origin}/`);
    expect(page.meta('og:image')).toMatch(/^https:\/\/dogs\.example\/og\/site\.png\?v=/);
    expect(page.jsonLd[0]).toMatchObject({
      '@type': 'WebSite',
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${origin}/beaches?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('sends an ETag with the HTML and answers 304 when it still holds', async () => {
    const first = await ctx.app.inject({ url: '/contact' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await ctx.app.inject({ url: '/contact', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await ctx.app.inject({ url: '/blog', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('keeps API and upload paths JSON 404s', async () => {
    for (const url of ['/api/nothing', '/uploads/nothing.webp']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('sitemap and robots', () => {
  it('lists the main pages, every beach and only published posts, with lastmod', async () => {
    const response = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const entries = [
      ...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
    ].map((match) => ({ loc: match[1]!, lastmod: match[2] }));
    // Every <url> is well formed (nothing left over that the pattern did not read).
    expect(xml.match(/<url>/g)).toHaveLength(entries.length);
    const locs = entries.map((entry) => entry.loc);
    for (const page of ['/', '/beaches', '/blog', '/plan', '/contact'])
      expect(locs).toContain(`${origin}${page}`);
    const all = await ctx.app.catalogue.all();
    for (const each of all) {
      const entry = entries.find((candidate) => candidate.loc === `${origin}/beach/${each.slug}`);
      expect(entry, each.slug).toBeDefined();
      expect(entry!.lastmod).toBe(each.updatedAt);
    }
    for (const post of posts) {
      const entry = entries.find((candidate) => candidate.loc === `${origin}/blog/${post.slug}`);
      expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(locs).not.toContain(`${origin}/blog/secret-draft`);
    expect(entries).toHaveLength(5 + all.length + posts.length);
  });

  it('keeps crawlers out of /admin and /api and points at the sitemap', async () => {
    const response = await ctx.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('share images', () => {
  it('draws a beach without a photo as a 1200x630 PNG, cached for good at its versioned URL', async () => {
    const page = readHead((await ctx.app.inject({ url: `/beach/${beach.slug}` })).body);
    const imageUrl = new URL(page.meta('og:image')!);
    const response = await ctx.app.inject({ url: imageUrl.pathname + imageUrl.search });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);

    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+-png"$/);
    const again = await ctx.app.inject({
      url: imageUrl.pathname,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const unversioned = await ctx.app.inject({ url: imageUrl.pathname });
    expect(unversioned.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('crops a stored photo to 1200x630', async () => {
    const photoBeach = (await ctx.app.catalogue.all()).find((each) => each.id !== beach.id)!;
    mkdirSync(path.join(ctx.config.uploadDir, 'beaches'), { recursive: true });
    const photo = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#3f95c2' },
    })
      .webp()
      .toBuffer();
    writeFileSync(path.join(ctx.config.uploadDir, 'beaches', 'seo-test-1600.webp'), photo);
    await ctx.database.db
      .update(beaches)
      .set({ imageUrl: '/uploads/beaches/seo-test-1600.webp' })
      .where(eq(beaches.id, photoBeach.id));
    ctx.app.catalogue.invalidate();
    const page = readHead((await ctx.app.inject({ url: `/beach/${photoBeach.slug}` })).body);
    expect(page.meta('og:image')).toMatch(new RegExp(`/og/beach/${photoBeach.slug}\\.jpg\\?v=`));
    const response = await ctx.app.inject({ url: new URL(page.meta('og:image')!).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('draws the site preview and refuses unknown beaches and names', async () => {
    const site = await ctx.app.inject({ url: '/og/site.png' });
    expect(site.statusCode).toBe(200);
    const metadata = await sharp(site.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
    for (const url of ['/og/beach/no-such-beach.png', `/og/beach/${beach.slug}.gif`]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('escaping', () => {
  it('escapes a beach name holding markup everywhere in the head', async () => {
    const name = 'Evil </script><script>alert("x")</script> & Co';
    await ctx.database.db.update(beaches).set({ name }).where(eq(beaches.id, beach.id));
    ctx.app.catalogue.invalidate();
    const response = await ctx.app.inject({ url: `/beach/${beach.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).toContain(
      '<title>Evil &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co | Devon Dog Beaches</title>',
    );
    const page = readHead(response.body);
    expect(page.meta('og:title')).toBe(name);
    const place = page.jsonLd.find((data) => data['@type'] === 'Beach')!;
    expect(place.name).toBe(name);
    // The drawing carries the name too, escaped for its SVG.
    const image = await ctx.app.inject({ url: new URL(page.meta('og:image')!).pathname });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1200);
  });
});
