import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { beaches, blogPosts } from '../schema';
import { readBlogPosts } from './blog';
import { amenityFlagsOf } from '@shared/facilities';
import { readCatalogue } from './catalogue';

/**
 * Loads the catalogue and the blog posts into a database that has no beaches yet; a database that
 * has any beach is never touched: a second start keeps every row.
 */
export async function seedIfEmpty(
  db: Database,
): Promise<{ beaches: number; posts: number } | null> {
  const [row] = await db.select({ n: count() }).from(beaches);
  if ((row?.n ?? 0) > 0) return null;
  const catalogue = readCatalogue();
  const posts = readBlogPosts();
  await db.transaction(async (tx) => {
    await tx.insert(beaches).values(
      catalogue.map(
        ({ sources: _sources, latitude, longitude, beachCharacteristics, ...beach }) => ({
          ...beach,
          ...amenityFlagsOf(beach.facilities),
          latitude: latitude.toFixed(8),
          longitude: longitude.toFixed(8),
          beachCharacteristics: JSON.stringify(beachCharacteristics),
          dogRulesCheckedOn: beach.dogRule?.checkedOn ?? null,
        }),
      ),
    );
    if (posts.length > 0) {
      await tx
        .insert(blogPosts)
        .values(posts.map((post) => ({ ...post, isPublished: true, updatedAt: post.publishedAt })))
        .onConflictDoNothing({ target: blogPosts.slug });
    }
  });
  return { beaches: catalogue.length, posts: posts.length };
}
