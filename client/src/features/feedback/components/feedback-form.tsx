import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  feedbackTypeLabels,
  maxFeedbackLength,
  pageFeedbackTypes,
  type FeedbackType,
} from '@shared/feedback';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/lib/toast';
import { useCreateFeedback } from '../api/feedback';
import { failureToast, successToast } from '@/lib/outcome-toasts';

const typeOptions = pageFeedbackTypes.map((value) => ({ value, label: feedbackTypeLabels[value] }));

export interface BeachChoice {
  id: number;
  name: string;
}

interface FeedbackFormProps {
  /** The beach the page was opened for (fixed), if any. */
  fixedBeach: BeachChoice | null;
  /** Beaches to choose from when none is fixed; empty while they load. */
  beaches: BeachChoice[];
}

/** /community/feedback's form: type, words, public or private, and an optional beach. */
export function FeedbackForm({ fixedBeach, beaches }: FeedbackFormProps) {
  const navigate = useNavigate();
  const create = useCreateFeedback();
  const [feedbackType, setFeedbackType] = useState<FeedbackType>('comment');
  const [content, setContent] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [beachId, setBeachId] = useState<number | null>(fixedBeach?.id ?? null);
  const trimmed = content.trim();

  const submit = () => {
    if (!trimmed) {
      toast({
        title: 'Missing content',
        description: 'Please provide your feedback content.',
        variant: 'error',
      });
      return;
    }
    create.mutate(
      {
        feedbackType,
        content: trimmed,
        isPublic,
        ...(beachId === null ? {} : { beachId }),
      },
      {
        onSuccess: () => {
          successToast(
            'Feedback submitted successfully!',
            'Thank you: it helps other dog owners and us.',
          );
          setContent('');
          void navigate('/profile');
        },
        onError: (error) =>
          failureToast(
            'Submission failed',
            error,
            'There was an error submitting your feedback. Please try again.',
          ),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-5"
    >
      <SelectField
        label="Type of feedback"
        options={typeOptions}
        value={feedbackType}
        onChange={(event) => setFeedbackType(event.target.value as FeedbackType)}
      />
      {fixedBeach ? (
        <p>
          <span className="font-semibold">Beach:</span> {fixedBeach.name}
        </p>
      ) : (
        <SelectField
          label="Beach (optional)"
          hint="Leave it as general feedback if it is about the site, not one beach."
          options={[
            { value: '', label: 'General feedback (no beach)' },
            ...beaches.map((beach) => ({ value: String(beach.id), label: beach.name })),
          ]}
          value={beachId === null ? '' : String(beachId)}
          onChange={(event) => setBeachId(event.target.value ? Number(event.target.value) : null)}
        />
      )}
      <TextareaField
        label="Your feedback"
        rows={6}
        value={content}
        maxLength={maxFeedbackLength}
        onChange={(event) => setContent(event.target.value)}
      />
      <fieldset className="space-y-2">
        <legend className="font-semibold">Who can see it</legend>
        {[
          { value: true, label: 'Public', hint: 'Shown on the beach page with your first name.' },
          { value: false, label: 'Private', hint: 'Only you and our team can read it.' },
        ].map((option) => (
          <label key={option.label} className="flex min-h-11 cursor-pointer items-start gap-3">
            <input
              type="radio"
              name="visibility"
              checked={isPublic === option.value}
              onChange={() => setIsPublic(option.value)}
              className="mt-1 size-5 accent-sea-600"
            />
            <span>
              <span className="block font-semibold">{option.label}</span>
              <span className="text-sm text-ink-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="lg" disabled={!trimmed || create.isPending}>
        {create.isPending ? 'Submitting...' : 'Submit Feedback'}
      </Button>
    </form>
  );
}
