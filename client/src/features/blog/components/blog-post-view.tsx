import { ArrowLeft, Compass, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPost } from '@shared/blog';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { BlogContent } from './blog-content';
import { PostImage } from './post-image';
import { PostMeta } from './post-meta';
import { PostTags } from './post-tags';

/** The way out of a post, under it and on the not-found screen. */
export function BackToBlogLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Link to="/blog" className={buttonClasses({ variant })}>
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to Blog
    </Link>
  );
}

/**
 * /blog/{slug}: featured image, date or Draft, reading time, author,
 * title, tags and the post's HTML, then Back to Blog and Explore Beaches.
 */
export function BlogPostView({ post }: { post: BlogPost }) {
  return (
    <article className="mx-auto max-w-3xl">
      <div className="aspect-[16/9] w-full overflow-hidden rounded-2xl bg-sea-100 shadow-sm">
        <PostImage post={post} eager />
      </div>
      <header className="mt-6 space-y-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          <PostMeta post={post} />
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" />
            By {post.author}
          </span>
        </div>
        <h1 className="text-3xl leading-tight font-bold text-balance text-ink sm:text-4xl">
          {post.title}
        </h1>
        <PostTags tags={post.tags} />
      </header>
      <BlogContent html={post.content} className="mt-8" />
      <footer className="mt-10 flex flex-col gap-3 border-t border-line pt-6 sm:flex-row">
        <BackToBlogLink />
        <Link to="/beaches" className={buttonClasses({ variant: 'secondary' })}>
          <Compass aria-hidden="true" className="size-4" /> Explore Beaches
        </Link>
      </footer>
    </article>
  );
}

/** The post's outline while it loads. */
export function BlogPostSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading blog post"
      className="mx-auto max-w-3xl"
    >
      <Skeleton className="aspect-[16/9] w-full rounded-2xl" />
      <SkeletonBars
        className="mt-6 space-y-3"
        bars={['h-4 w-56', 'h-9 w-4/5', 'h-6 w-40 rounded-full']}
      />
      <SkeletonBars
        className="mt-8 space-y-3"
        bars={['w-full', 'w-11/12', 'w-full', 'w-3/4', 'w-full', 'w-5/6'].map(
          (width) => `h-4 ${width}`,
        )}
      />
    </div>
  );
}
