import { Newspaper } from 'lucide-react';
import { blogMessages } from '@shared/blog';
import { LoadError } from '@/components/ui/load-error';
import { useBlogPosts } from '../api/blog';
import { blogJsonLd } from '../lib/structured-data';
import { BlogCard, BlogCardSkeleton } from './blog-card';
import { useSiteOrigin } from '@/lib/site-config';
import { JsonLd } from './page-meta';

/** How many card outlines stand in while the posts load. */
export const blogSkeletonCount = 4;

const grid = 'grid gap-5 sm:grid-cols-2 sm:gap-6';

/** The posts of /blog: four outlines while loading, the empty state, Retry, or a card per post. */
export function BlogList() {
  const posts = useBlogPosts();
  const origin = useSiteOrigin();

  if (posts.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading blog posts" className={grid}>
        {Array.from({ length: blogSkeletonCount }, (_, index) => (
          <BlogCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (posts.isError) {
    return (
      <LoadError
        text="The blog posts could not be loaded. Check your connection and try again."
        onRetry={() => void posts.refetch()}
      />
    );
  }
  return (
    <>
      <JsonLd data={blogJsonLd(posts.data, origin)} />
      {posts.data.length === 0 ? (
        <div className="rounded-2xl bg-white px-4 py-12 text-center shadow-sm ring-1 ring-line">
          <Newspaper aria-hidden="true" className="mx-auto size-12 text-sea-600" />
          <h2 className="mt-4 text-xl font-semibold text-ink">{blogMessages.emptyTitle}</h2>
          <p className="mt-1 text-ink-muted">{blogMessages.empty}</p>
        </div>
      ) : (
        <ul aria-label="Blog posts" className={grid}>
          {posts.data.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
