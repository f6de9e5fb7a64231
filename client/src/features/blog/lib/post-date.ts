import type { BlogPost } from '@shared/blog';
import { publishedDate } from '@shared/blog-structured-data';
import { shortMonthNames, toLondon } from '@shared/london-time';

/** British abbreviations: "Sept" for September, the rest as everywhere ("Nov"). */
const months = shortMonthNames.map((name) => (name === 'Sep' ? 'Sept' : name));

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
