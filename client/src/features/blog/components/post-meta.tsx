import { Calendar, Clock, FilePen } from 'lucide-react';
import { blogReadingTime, type BlogPost } from '@shared/blog';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/class-names';
import { formatPostDate, publishedDate } from '../lib/post-date';

/** The date the post went out (or Draft) and the post's reading time. */
export function PostMeta({
  post,
  className,
}: {
  post: Pick<BlogPost, 'isPublished' | 'publishedAt' | 'createdAt' | 'content'>;
  className?: string;
}) {
  const published = publishedDate(post);
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted',
        className,
      )}
    >
      {published ? (
        <span className="inline-flex items-center gap-1.5">
          <Calendar aria-hidden="true" className="size-4" />
          <time dateTime={published}>{formatPostDate(post)}</time>
        </span>
      ) : (
        <Badge tone="seasonal" icon={<FilePen aria-hidden="true" className="size-3.5" />}>
          Draft
        </Badge>
      )}
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {blogReadingTime(post.content)}
      </span>
    </p>
  );
}
