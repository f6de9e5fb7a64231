import {
  CheckCircle2,
  ExternalLink,
  FilePen,
  Pencil,
  Plus,
  Send,
  Trash2,
  Undo2,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { blogMessages, type AdminBlogPost } from '@shared/blog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StateBadge, type BadgeState } from '@/components/ui/state-badge';
import { useAdminBlogPosts, useDeleteBlogPost, useSaveBlogPost } from '../api/admin-blog';
import { formatAdminDate } from '../lib/format';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { postToInput } from '../lib/blog-post-form';
import { useConfirmedRemoval } from '@/lib/use-confirmed-removal';
import { BlogPostDialog } from './blog-post-dialog';
import { ListCount, ListState } from './list-state';
import { AdminCard } from './admin-card';

/** The words of Publish and Unpublish, and their answers. */
export const publishTexts = {
  publish: 'Publish',
  publishing: 'Publishing...',
  published: 'Blog post published',
  unpublish: 'Unpublish',
  unpublishing: 'Unpublishing...',
  unpublished: 'Blog post moved to drafts',
  failed: 'Failed to update blog post',
} as const;

/** On the blog, or a draft only administrators see. */
const publishedState: BadgeState = { tone: 'allowed', icon: CheckCircle2, label: 'Published' };
const draftState: BadgeState = { tone: 'seasonal', icon: FilePen, label: 'Draft' };

const postCount = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

function PostCard({
  post,
  toggling,
  onEdit,
  onTogglePublished,
  onDelete,
}: {
  post: AdminBlogPost;
  toggling: boolean;
  onEdit: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
}) {
  const titleId = `admin-post-${post.id}`;
  const when = post.isPublished
    ? `Published ${formatAdminDate(post.publishedAt ?? post.createdAt)}`
    : `Created ${formatAdminDate(post.createdAt)}`;
  return (
    <AdminCard
      className={post.isPublished ? 'border-line' : 'border-seasonal/40'}
      summaryClassName="space-y-1.5"
      summary={
        <>
          <h3 id={titleId} className="text-lg font-semibold break-words">
            {post.title}
          </h3>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <StateBadge {...(post.isPublished ? publishedState : draftState)} iconSize="size-4" />
            <span>{when}</span>
            <span>By {post.author}</span>
          </div>
        </>
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" aria-describedby={titleId} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" /> Edit
          </Button>
          <Button
            size="sm"
            variant={post.isPublished ? 'secondary' : 'primary'}
            aria-describedby={titleId}
            disabled={toggling}
            onClick={onTogglePublished}
          >
            {post.isPublished ? (
              <Undo2 aria-hidden="true" className="size-4" />
            ) : (
              <Send aria-hidden="true" className="size-4" />
            )}
            {post.isPublished
              ? toggling
                ? publishTexts.unpublishing
                : publishTexts.unpublish
              : toggling
                ? publishTexts.publishing
                : publishTexts.publish}
          </Button>
          <Button size="sm" variant="secondary" aria-describedby={titleId} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" /> Delete
          </Button>
        </div>
      }
    >
      {post.excerpt && <p className="mt-3 break-words text-ink-muted">{post.excerpt}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {post.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="sea">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <Link
          to={`/blog/${encodeURIComponent(post.slug)}`}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium break-all text-sea-700 underline underline-offset-2 hover:text-sea-800"
        >
          /blog/{post.slug}
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        </Link>
      </div>
    </AdminCard>
  );
}

type Editing = { post: AdminBlogPost | null } | null;

/**
 * The back office's Blog tab: every post, drafts first marked, with New Post, Edit,
 * Publish or Unpublish, and Delete after a confirmation.
 */
export function BlogAdminTab() {
  const posts = useAdminBlogPosts();
  const save = useSaveBlogPost();
  const remove = useDeleteBlogPost();
  const [editing, setEditing] = useState<Editing>(null);

  const togglePublished = (post: AdminBlogPost) =>
    save.mutate(
      { id: post.id, body: postToInput(post, { isPublished: !post.isPublished }) },
      {
        onSuccess: () =>
          successToast(
            post.isPublished ? publishTexts.unpublished : publishTexts.published,
            post.title,
          ),
        onError: (error) => failureToast(publishTexts.failed, error),
      },
    );

  const deletion = useConfirmedRemoval<AdminBlogPost>(remove, {
    onRemoved: (post) => successToast(blogMessages.deleted, post.title),
    onFailed: (error) => failureToast(blogMessages.deleteFailed, error),
  });

  const drafts = posts.data?.filter((post) => !post.isPublished).length ?? 0;

  return (
    <section aria-labelledby="blog-admin-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="blog-admin-title" className="text-xl font-semibold">
          Blog
        </h2>
        <Button onClick={() => setEditing({ post: null })}>
          <Plus aria-hidden="true" className="size-4" /> New Post
        </Button>
      </div>
      <ListState
        query={posts}
        loading={{ label: 'Loading blog posts...', height: 'h-36', testId: 'admin-post-skeleton' }}
        errorText="The blog posts could not be loaded."
        isEmpty={(data) => data.length === 0}
        empty={{ title: blogMessages.emptyTitle, text: 'Write the first one with New Post.' }}
      >
        {(data) => (
          <>
            <ListCount>
              {postCount(data.length)}, {drafts} {drafts === 1 ? 'draft' : 'drafts'}
            </ListCount>
            <ul aria-label="Blog posts" className="space-y-3">
              {data.map((post) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    toggling={save.isPending && save.variables.id === post.id}
                    onEdit={() => setEditing({ post })}
                    onTogglePublished={() => togglePublished(post)}
                    onDelete={() => deletion.ask(post)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </ListState>

      {editing && (
        <BlogPostDialog
          key={editing.post?.id ?? 'new'}
          post={editing.post}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}

      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Blog Post"
        description={
          deletion.target
            ? `"${deletion.target.title}" will be deleted. This action cannot be undone.`
            : ''
        }
      />
    </section>
  );
}
