import { describe, expect, it } from 'vitest';
import { blogMessages, type AdminBlogPost } from '@shared/blog';
import {
  blogPostResolver,
  postToFormValues,
  postToInput,
  splitTags,
  tagsMessage,
  type BlogPostFormValues,
} from './blog-post-form';

const resolve = (values: BlogPostFormValues) =>
  blogPostResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const post: AdminBlogPost = {
  id: 4,
  title: 'Old post',
  slug: 'old-post',
  content: '<p>Written in <em>HTML</em></p>',
  markdown: null,
  excerpt: null,
  author: 'Site team',
  tags: ['History'],
  featuredImage: null,
  isPublished: false,
  publishedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('the post editor values', () => {
  it('splits tags on commas, trimmed, without blanks or repeats', () => {
    expect(splitTags(' Tides, safety ,, Tides,SAFETY , Cliffs ')).toEqual([
      'Tides',
      'safety',
      'Cliffs',
    ]);
    expect(splitTags('')).toEqual([]);
  });

  it('opens a post written in HTML only with its HTML', () => {
    expect(postToFormValues(post)).toMatchObject({
      markdown: '<p>Written in <em>HTML</em></p>',
      excerpt: '',
      featuredImage: '',
      tags: 'History',
    });
    expect(postToInput(post, { isPublished: true })).toMatchObject({
      title: 'Old post',
      tags: ['History'],
      isPublished: true,
    });
  });

  it("checks with the contract's schema and puts each message on its field", async () => {
    const blank = postToFormValues(null);
    const empty = await resolve(blank);
    expect(empty.errors.title?.message).toBe(blogMessages.titleRequired);
    expect(empty.errors.markdown?.message).toBe(blogMessages.contentRequired);

    const bad = await resolve({
      ...blank,
      title: 'A post',
      markdown: 'Text',
      slug: 'Not A Slug',
      tags: Array.from({ length: 13 }, (_, index) => `tag${index}`).join(','),
    });
    expect(bad.errors.slug?.message).toBe(blogMessages.slugInvalid);
    expect(bad.errors.tags?.message).toBe(tagsMessage);

    const good = await resolve({ ...blank, title: ' A post ', markdown: 'Text', author: ' ' });
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({
      title: 'A post',
      slug: null,
      author: null,
      tags: [],
      isPublished: false,
    });
  });
});
