import { Lock, MessageSquare, PenLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { maxFeedbackLength, type MyFeedbackItem } from '@shared/feedback';
import { Button } from '@/components/ui/button';
import { BeachLink } from '@/components/ui/contribution-item';
import { OwnListCard } from '@/components/ui/own-list-card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { useOwnDeletion } from '@/lib/use-own-deletion';
import { useDeleteFeedback, useMyFeedback, useUpdateFeedback } from '../api/feedback';
import { feedbackDate, FeedbackTypeBadge } from './feedback-type-badge';
import { failureToast, successToast } from '@/lib/outcome-toasts';

function FeedbackItem({ item, onDelete }: { item: MyFeedbackItem; onDelete: () => void }) {
  const update = useUpdateFeedback();
  const [draft, setDraft] = useState<string | null>(null);
  const save = () => {
    const content = draft?.trim();
    if (!content) return;
    update.mutate(
      { id: item.id, body: { content } },
      {
        onSuccess: () => {
          setDraft(null);
          successToast('Feedback updated');
        },
        onError: (error) =>
          failureToast('Update failed', error, 'Failed to update feedback. Please try again.'),
      },
    );
  };
  return (
    <article className="space-y-2">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <FeedbackTypeBadge type={item.feedbackType} />
        {!item.isPublic && (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-ink-muted">
            <Lock aria-hidden="true" className="size-4" /> Private
          </span>
        )}
        {item.beachSlug !== null ? (
          <BeachLink beach={{ beachName: item.beachName ?? 'Beach', beachSlug: item.beachSlug }} />
        ) : (
          <span className="font-semibold">General feedback</span>
        )}
        <time dateTime={item.createdAt} className="text-sm text-ink-muted">
          {feedbackDate(item.createdAt)}
        </time>
      </header>
      {draft === null ? (
        <>
          <p className="whitespace-pre-line">{item.content}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setDraft(item.content)}>
              <PenLine aria-hidden="true" className="size-4" /> Edit
            </Button>
            <Button variant="ghost" size="sm" onClick={onDelete}>
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </Button>
          </div>
        </>
      ) : (
        <div className="space-y-2">
          <TextareaField
            label="Edit your feedback"
            value={draft}
            maxLength={maxFeedbackLength}
            onChange={(event) => setDraft(event.target.value)}
            error={draft.trim() ? undefined : 'Please provide your feedback content.'}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={save} disabled={!draft.trim() || update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}

/** 'My Feedback (n)' on the profile: view, edit, and delete after a confirmation. */
export function MyFeedback() {
  const feedback = useMyFeedback();
  const deletion = useOwnDeletion<MyFeedbackItem>(useDeleteFeedback(), 'Feedback');

  return (
    <OwnListCard
      id="my-feedback"
      title="My Feedback"
      icon={MessageSquare}
      query={feedback}
      errorText="Your feedback could not be loaded."
      empty={{
        text: 'You have not left any feedback yet.',
        to: '/community/feedback',
        link: 'Leave feedback',
      }}
      renderItem={(item) => <FeedbackItem item={item} onDelete={() => deletion.ask(item)} />}
    >
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete feedback?"
        description="This feedback will be removed for good. This cannot be undone."
      />
    </OwnListCard>
  );
}
