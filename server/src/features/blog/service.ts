import { and, desc, eq } from 'drizzle-orm';
import { blogMessages, type AdminBlogPost, type BlogPost, type BlogPostBody } from '@shared/blog';
import { slugify } from '@shared/slug';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { refuseDuplicate } from '../../lib/db-errors';
import { freeSlug } from '../../lib/free-slug';
import { notFound } from '../../lib/http-errors';
import { changedFields, deleteAudited, lockForChange, recordAudit } from '../admin/audit';
import type { AdminRow } from '../admin/current-admin';
import { postHtmlFromMarkdown } from './markdown';

type PostRow = typeof blogPosts.$inferSelect;
type PostChanges = Partial<Omit<PostRow, 'id' | 'createdAt'>>;

export const toBlogPost = (row: PostRow): BlogPost => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  content: row.content,
  excerpt: row.excerpt,
  author: row.author,
  tags: row.tags,
  featuredImage: row.featuredImage,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toAdminBlogPost = (row: PostRow): AdminBlogPost => ({
  ...toBlogPost(row),
  markdown: row.markdown,
});

/** What the log keeps of a post: its Markdown, not the HTML made from it (unless it has none). */
function auditedFields<T extends Partial<PostRow>>(post: T): Record<string, unknown> {
  if (post.markdown == null && 'content' in post) return post;
  const { content: _content, ...rest } = post;
  return rest;
}

const unique = (tags: string[]) => [...new Set(tags)];

/** Drafts first (their `publishedAt` is null, and PostgreSQL sorts nulls first when descending), then newest. */
const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id)];

/**
 * The blog: what the public reads (published posts only; an administrator also sees drafts) and
 * the back office's changes, each written with its audit row in one transaction.
 */
export class BlogService {
  constructor(private readonly db: Database) {}

  async list({ includeDrafts }: { includeDrafts: boolean }): Promise<PostRow[]> {
    return this.db
      .select()
      .from(blogPosts)
      .where(includeDrafts ? undefined : eq(blogPosts.isPublished, true))
      .orderBy(...newestFirst);
  }

  async findBySlug(slug: string, { includeDrafts }: { includeDrafts: boolean }): Promise<PostRow> {
    const [row] = await this.db
      .select()
      .from(blogPosts)
      .where(
        includeDrafts
          ? eq(blogPosts.slug, slug)
          : and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)),
      )
      .limit(1);
    if (!row) throw notFound(blogMessages.notFoundTitle);
    return row;
  }

  async find(id: number): Promise<PostRow> {
    const [row] = await this.db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
    if (!row) throw notFound(blogMessages.notFoundTitle);
    return row;
  }

  /** A new post: a slug made from the title unless one is given; published now if it says so. */
  async create(admin: AdminRow, body: BlogPostBody): Promise<PostRow> {
    const slug = body.slug ?? (await freeSlug(this.db, blogPosts, slugify(body.title), 'post'));
    return this.write(() =>
      this.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(blogPosts)
          .values({
            title: body.title,
            slug,
            markdown: body.markdown,
            content: postHtmlFromMarkdown(body.markdown),
            excerpt: body.excerpt ?? null,
            author: body.author ?? admin.name,
            tags: unique(body.tags),
            featuredImage: body.featuredImage ?? null,
            isPublished: body.isPublished,
            publishedAt: body.isPublished ? new Date() : null,
          })
          .returning();
        await recordAudit(tx, admin, {
          action: 'post.create',
          entityType: 'blog-post',
          entityId: created!.id,
          summary: created!.title,
          after: auditedFields(created!),
        });
        return created!;
      }),
    );
  }

  /**
   * Saves the form. A blank slug, author, or an absent excerpt or image keeps what is stored;
   * `publishedAt` is set on the first publication and kept through unpublishing and republishing.
   */
  async update(admin: AdminRow, id: number, body: BlogPostBody): Promise<PostRow> {
    return this.write(() =>
      this.db.transaction(async (tx) => {
        const before = await lockForChange(tx, blogPosts, id, blogMessages.notFoundTitle);
        const wanted: PostChanges = {
          title: body.title,
          markdown: body.markdown,
          content: postHtmlFromMarkdown(body.markdown),
          tags: unique(body.tags),
          isPublished: body.isPublished,
          ...(body.slug ? { slug: body.slug } : {}),
          ...(body.author ? { author: body.author } : {}),
          ...(body.excerpt !== undefined ? { excerpt: body.excerpt } : {}),
          ...(body.featuredImage !== undefined ? { featuredImage: body.featuredImage } : {}),
          ...(body.isPublished && !before.publishedAt ? { publishedAt: new Date() } : {}),
        };
        const changes = changedFields(before, wanted);
        if (Object.keys(changes.after).length === 0) return before;
        const [updated] = await tx
          .update(blogPosts)
          .set({ ...wanted, updatedAt: new Date() })
          .where(eq(blogPosts.id, id))
          .returning();
        await recordAudit(tx, admin, {
          action: 'post.update',
          entityType: 'blog-post',
          entityId: id,
          summary: updated!.title,
          before: auditedFields(changes.before),
          after: auditedFields(changes.after),
        });
        return updated!;
      }),
    );
  }

  delete(admin: AdminRow, id: number): Promise<void> {
    return deleteAudited(
      this.db,
      admin,
      { table: blogPosts, id, missing: blogMessages.notFoundTitle },
      (before) => ({
        action: 'post.delete',
        entityType: 'blog-post',
        summary: before.title,
        before: auditedFields(before),
      }),
    );
  }

  /** Runs a write and turns a slug another post holds into 409. */
  private write<T>(change: () => Promise<T>): Promise<T> {
    return refuseDuplicate(change(), blogMessages.slugTaken);
  }
}
