import { Dog } from 'lucide-react';
import { useState } from 'react';
import type { BlogPost } from '@shared/blog';
import { cn } from '@/components/ui/class-names';

/**
 * A post's featured image, or, for a post without one (or whose image fails to load), a calm sea
 * panel with a dog. Decorative: the title beside it says what the post is.
 */
export function PostImage({
  post,
  className,
  eager = false,
}: {
  post: Pick<BlogPost, 'featuredImage'>;
  className?: string;
  /** The post page's image is the first thing seen: load it at once. */
  eager?: boolean;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = post.featuredImage?.trim() ?? '';
  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setBroken(src)}
        className={cn('size-full object-cover', className)}
      />
    );
  }
  return (
    <div
      data-testid="post-image-placeholder"
      className={cn(
        'relative flex size-full items-center justify-center overflow-hidden bg-linear-to-b from-sea-100 via-sea-200 to-sea-400',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 400 60"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 h-1/3 w-full text-sand-100"
      >
        <path d="M0 30 Q 50 10 100 30 T 200 30 T 300 30 T 400 30 V60 H0 Z" fill="currentColor" />
      </svg>
      <Dog aria-hidden="true" className="relative size-14 text-sea-700/70" strokeWidth={1.5} />
    </div>
  );
}
