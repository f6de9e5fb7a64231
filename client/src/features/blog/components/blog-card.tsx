import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { maxTagsOnCard, type BlogPost } from '@shared/blog';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { blogPostPath } from '../lib/structured-data';
import { PostImage } from './post-image';
import { PostMeta } from './post-meta';
import { PostTags } from './post-tags';

/**
 * A post on /blog: picture, date or Draft, reading time, title and excerpt
 * linking to the post, up to 3 tags and Read More. The title and Read More are the keyboard's
 * ways in; the picture and the excerpt are larger targets for a thumb.
 */
export function BlogCard({ post }: { post: BlogPost }) {
  const href = blogPostPath(post.slug);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow duration-200 hover:shadow-md">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-[16/9] w-full shrink-0 bg-sea-100"
      >
        <PostImage post={post} />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <PostMeta post={post} />
        <h2 className="text-xl leading-snug font-semibold text-ink">
          <Link
            to={href}
            className="rounded-sm hover:text-sea-700 hover:underline hover:underline-offset-4"
          >
            {post.title}
          </Link>
        </h2>
        {post.excerpt && (
          <Link to={href} tabIndex={-1} className="block text-ink-muted hover:text-ink">
            <span className="line-clamp-3">{post.excerpt}</span>
          </Link>
        )}
        <PostTags tags={post.tags} max={maxTagsOnCard} />
        <div className="mt-auto pt-1">
          <Link
            to={href}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-sea-700 hover:text-sea-800 hover:underline hover:underline-offset-4"
          >
            Read More<span className="sr-only">: {post.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A card's outline while the posts load. */
export function BlogCardSkeleton() {
  return (
    <div
      data-testid="blog-card-skeleton"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
    >
      <Skeleton className="aspect-[16/9] w-full rounded-none" />
      <SkeletonBars
        className="space-y-3 p-4 sm:p-5"
        bars={[
          'h-4 w-40',
          'h-6 w-4/5',
          'h-4 w-full',
          'h-4 w-3/4',
          ['h-6 w-16 rounded-full', 'h-6 w-20 rounded-full'],
          'h-5 w-24',
        ]}
      />
    </div>
  );
}
