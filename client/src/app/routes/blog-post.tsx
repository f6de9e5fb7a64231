import { useEffect } from 'react';
import { useParams } from 'react-router';
import { blogName } from '@shared/blog';
import { usePageSubtitle } from '@/components/layout/page-subtitle';
import { ApiError } from '@/lib/api-client';
import { useBlogPost } from '@/features/blog/api/blog';
import { BlogPostNotFound } from '@/features/blog/components/blog-post-not-found';
import { BlogPostSkeleton, BlogPostView } from '@/features/blog/components/blog-post-view';
import { JsonLd, PageDescription } from '@/features/blog/components/page-meta';
import { useSiteOrigin } from '@/lib/site-config';
import { blogPostingJsonLd, postDescription } from '@/features/blog/lib/structured-data';

/** /blog/{slug}: one post. */
export function BlogPostRoute() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  const origin = useSiteOrigin();
  usePageSubtitle(post.data ? 'Blog' : null);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  if (post.isPending) {
    return (
      <>
        <title>{blogName}</title>
        <BlogPostSkeleton />
      </>
    );
  }
  if (post.isError) {
    // A missing post is final; a failed fetch (a dropped connection) can be tried again.
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return <BlogPostNotFound onRetry={missing ? undefined : () => void post.refetch()} />;
  }
  return (
    <>
      <title>{`${post.data.title} | ${blogName}`}</title>
      <PageDescription content={postDescription(post.data)} />
      <JsonLd data={blogPostingJsonLd(post.data, origin)} />
      <BlogPostView post={post.data} />
    </>
  );
}
