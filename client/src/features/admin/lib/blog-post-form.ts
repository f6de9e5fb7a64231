import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  blogPostBodySchema,
  type AdminBlogPost,
  type BlogPostBody,
  type BlogPostInput,
} from '@shared/blog';

/** What the post editor holds: text as typed, tags as one comma-separated line. */
export interface BlogPostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  tags: string;
  featuredImage: string;
  markdown: string;
  isPublished: boolean;
}

export const maxTags = 12;
export const maxTagLength = 40;
export const tagsMessage = `Up to ${maxTags} tags, each at most ${maxTagLength} characters`;

/** "beaches, Tides ,,beaches" -> ["beaches", "Tides"]: trimmed, blanks and repeats dropped. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

/**
 * The editor's starting values: a post's own, or a blank draft. A post written in HTML only
 * (no Markdown kept) opens with its HTML, which Markdown passes through.
 */
export function postToFormValues(post: AdminBlogPost | null): BlogPostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    author: post?.author ?? '',
    tags: post?.tags.join(', ') ?? '',
    featuredImage: post?.featuredImage ?? '',
    markdown: post ? (post.markdown ?? post.content) : '',
    isPublished: post?.isPublished ?? false,
  };
}

/** The body the server reads (blank optional text left for the server's own rules). */
export const formValuesToInput = (values: BlogPostFormValues): BlogPostInput => ({
  title: values.title,
  slug: values.slug,
  excerpt: values.excerpt,
  author: values.author,
  tags: splitTags(values.tags),
  featuredImage: values.featuredImage,
  markdown: values.markdown,
  isPublished: values.isPublished,
});

/** A saved post as a body, with some fields changed: Publish and Unpublish send it whole. */
export const postToInput = (post: AdminBlogPost, changes: Partial<BlogPostInput> = {}) => ({
  ...formValuesToInput(postToFormValues(post)),
  ...changes,
});

const formFields = Object.keys(postToFormValues(null)) as (keyof BlogPostFormValues)[];

/**
 * Checks the editor with the contract's own schema (`blogPostBodySchema`), so the browser says
 * what the server would; each message lands on its field (a tag's on Tags).
 */
export const blogPostResolver: Resolver<BlogPostFormValues, unknown, BlogPostBody> = (values) => {
  const parsed = blogPostBodySchema.safeParse(formValuesToInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<BlogPostFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = formFields.find((name) => name === issue.path[0]);
    if (!field || errors[field]) continue;
    errors[field] = {
      type: issue.code,
      message: field === 'tags' ? tagsMessage : issue.message,
    };
  }
  return { values: {}, errors };
};
