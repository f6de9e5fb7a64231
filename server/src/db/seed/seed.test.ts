import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../client';
import { beaches, blogPosts, reviews, users } from '../schema';
import { readBlogPosts } from './blog';
import { readCatalogue } from './catalogue';
import { seedIfEmpty } from './index';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle.close());

const countOf = async (table: typeof beaches | typeof blogPosts | typeof reviews | typeof users) =>
  (await handle.db.select({ n: count() }).from(table))[0]?.n;

describe('the catalogue file', () => {
  it('parses, with unique slugs and points in the region', () => {
    const catalogue = readCatalogue();
    expect(catalogue.length).toBeGreaterThan(100);
    expect(new Set(catalogue.map((b) => b.slug)).size).toBe(catalogue.length);
    for (const beach of catalogue) {
      expect(beach.latitude).toBeGreaterThan(50);
      expect(beach.latitude).toBeLessThan(51.5);
      expect(beach.longitude).toBeGreaterThan(-5);
      expect(beach.longitude).toBeLessThan(-2.5);
    }
  });
});

describe('the blog posts', () => {
  it('have front matter and turn their Markdown into HTML', () => {
    const posts = readBlogPosts();
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const post of posts) {
      expect(post.content).toContain('<h2');
      expect(post.content).not.toMatch(/<script/i);
      expect(post.excerpt.length).toBeGreaterThan(20);
    }
  });
});

describe('seedIfEmpty', () => {
  it('loads the beaches and published posts into an empty database, and no reviews or users', async () => {
    const result = await seedIfEmpty(handle.db);
    expect(result).toEqual({ beaches: readCatalogue().length, posts: readBlogPosts().length });
    expect(await countOf(beaches)).toBe(readCatalogue().length);
    expect(await countOf(blogPosts)).toBe(readBlogPosts().length);
    expect(await countOf(reviews)).toBe(0);
    expect(await countOf(users)).toBe(0);
    const posts = await handle.db.select().from(blogPosts);
    expect(posts.every((post) => post.isPublished && post.publishedAt instanceof Date)).toBe(true);
  });

  it('never touches a database that has beaches', async () => {
    const [first] = await handle.db.select().from(beaches).limit(1);
    await handle.db.delete(beaches).where(undefined);
    await handle.db.insert(beaches).values({ ...first!, id: undefined });
    expect(await seedIfEmpty(handle.db)).toBeNull();
    expect(await countOf(beaches)).toBe(1);
  });
});
