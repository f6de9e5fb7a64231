import type { BlogPost } from '@shared/blog';
import { publishedDate } from '@shared/blog-structured-data';
import { londonTimeZone } from '@shared/london-time';
import { lazyDateFormat } from '@shared/lazy-intl';

// 'MMM d, yyyy': "Nov 3, 2026", the day as it was in Devon.
const postDateFormatter = lazyDateFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: londonTimeZone,
});

type DatedPost = Pick<BlogPost, 'isPublished' | 'publishedAt' | 'createdAt'>;

export { publishedDate };

/** "Nov 3, 2026", or 'Draft' for a post not published. */
export function formatPostDate(post: DatedPost): string {
  const iso = publishedDate(post);
  if (iso === null) return 'Draft';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Draft' : postDateFormatter().format(date);
}
