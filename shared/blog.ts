import { z } from 'zod';
import { optionalImageUrl, optionalSlug, optionalText, requiredText } from './form-fields';

/** The blog (docs/product.md, "Blog"). */
export const blogName = 'Devon Dog Beaches Blog';
/** Words a minute an adult reads English non-fiction silently (Brysbaert, 2019: 238 on average). */
export const readingWordsPerMinute = 238;

/**
 * A post's reading time, "5 min read", from the words of its HTML (a minute at least): its own
 * length, not one figure for every post.
 */
export function blogReadingTime(html: string): string {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return `${Math.max(1, Math.round(words / readingWordsPerMinute))} min read`;
}
export const maxTagsOnCard = 3;

export const blogMessages = {
  notFoundTitle: 'Blog post not found',
  notFound: "The blog post you're looking for doesn't exist.",
  emptyTitle: 'No blog posts yet',
  empty: 'Check back soon for helpful guides and tips!',
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  slugInvalid: 'Slug may only hold lower-case letters, digits and hyphens',
  slugTaken: 'Another post already uses this slug',
  featuredImageInvalid:
    'Featured image must be a web address (https://…) or a path on this site (/uploads/…)',
  created: 'Blog post created',
  updated: 'Blog post saved',
  saveFailed: 'Failed to save blog post',
  deleted: 'Blog post deleted',
  deleteFailed: 'Failed to delete blog post',
} as const;

/** A post as the public reads it: `content` is HTML, sanitised on the server when it was saved. */
export const blogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  featuredImage: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** What the back office reads of a post: also the Markdown it was written in (null for HTML-only posts). */
export const adminBlogPostSchema = blogPostSchema.extend({ markdown: z.string().nullable() });
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** The back office's post form: content in Markdown, stored as sanitised HTML. */
export const blogPostBodySchema = z.object({
  title: requiredText(blogMessages.titleRequired, 200),
  slug: optionalSlug(blogMessages.slugInvalid),
  excerpt: optionalText(300),
  /** Absent or blank: the signed-in administrator's name for a new post, the stored one otherwise. */
  author: optionalText(100),
  tags: z.array(z.string().trim().min(1).max(40)).max(12).default([]),
  featuredImage: optionalImageUrl(blogMessages.featuredImageInvalid),
  markdown: requiredText(blogMessages.contentRequired, 100_000),
  isPublished: z.boolean().default(false),
});
export type BlogPostBody = z.output<typeof blogPostBodySchema>;
export type BlogPostInput = z.input<typeof blogPostBodySchema>;
