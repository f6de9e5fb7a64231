import { Tag } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/class-names';

/** A post's tags as small pills; `max` keeps a card calm (at most 3 on the list). */
export function PostTags({
  tags,
  max,
  className,
}: {
  tags: string[];
  max?: number;
  className?: string;
}) {
  const shown = max === undefined ? tags : tags.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((tag) => (
        <li key={tag} className="max-w-full">
          <Badge tone="sea" icon={<Tag aria-hidden="true" className="size-3.5" />}>
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
