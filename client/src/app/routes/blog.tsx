import { blogName } from '@shared/blog';
import { usePageSubtitle } from '@/components/layout/page-subtitle';
import { BlogList } from '@/features/blog/components/blog-list';
import { PageDescription } from '@/features/blog/components/page-meta';
import { blogDescription } from '@/features/blog/lib/structured-data';

/** /blog: guides and tips, newest first. */
export function BlogRoute() {
  usePageSubtitle('Guides and tips');
  return (
    <div className="space-y-8">
      <title>{blogName}</title>
      <PageDescription content={blogDescription} />
      <header className="max-w-3xl space-y-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{blogName}</h1>
        <p className="text-lg text-ink-muted">
          Guides and tips for days out with your dog on the Devon coast: which beaches welcome dogs
          all year, how the seasonal bans work, and how to keep your dog safe by the sea.
        </p>
      </header>
      <BlogList />
    </div>
  );
}
