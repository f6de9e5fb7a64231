import type { BlogPost } from '@shared/blog';
import { publishedDate } from '@shared/blog-structured-data';
import { toLondon } from '@shared/london-time';

/**
 * British abbreviations, "Sept" for September. Written out rather than asked of Intl, whose
 * en-GB short month is "Sep" in some engines and "Sept" in others: the server's render and the
 * browser's hydration must agree.
 */
const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

type DatedPost = Pick<BlogPost, 'isPublished' | 'publishedAt' | 'createdAt'>;

export { publishedDate };

/** "19 Sept 2026", the day as it was in Devon, or 'Draft' for a post not published. */
export function formatPostDate(post: DatedPost): string {
  const iso = publishedDate(post);
  if (iso === null) return 'Draft';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Draft';
  const { year, month, day } = toLondon(date);
  return `${day} ${months[month - 1]} ${year}`;
}
