import type { BlogPost } from '../blog';

/** A published post as the API sends it, with every field the blog pages show; pass what differs. */
export const makeBlogPost = (overrides: Partial<BlogPost> = {}): BlogPost => ({
  id: 1,
  title: 'How Devon seasonal dog bans work',
  slug: 'how-devon-seasonal-dog-bans-work',
  content:
    '<h2>The short version</h2><p>Most bans run from <strong>1 May</strong> to 30 September.</p><ul><li>Check the signs</li></ul>',
  excerpt: 'Which beaches close to dogs in summer, and when.',
  author: 'Tamsin Hext',
  tags: ['Rules', 'Seasons', 'Planning', 'Summer'],
  featuredImage: '/uploads/bans.jpg',
  isPublished: true,
  publishedAt: '2026-11-03T10:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-04T12:00:00.000Z',
  ...overrides,
});
