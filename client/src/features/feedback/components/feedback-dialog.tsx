import { useState } from 'react';
import {
  dialogFeedbackTypes,
  feedbackTypeLabels,
  maxFeedbackLength,
  type FeedbackType,
} from '@shared/feedback';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useCreateFeedback } from '../api/feedback';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { DialogForm, type SubmitWords } from '@/components/ui/dialog-form';

const submitButton: SubmitWords = { label: 'Submit Feedback', pending: 'Submitting...' };

const typeOptions = dialogFeedbackTypes.map((value) => ({
  value,
  label: feedbackTypeLabels[value],
}));

interface FeedbackDialogProps {
  beachId: number;
  beachName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Leave Feedback on the beach page: type (general by default) and the words, public. */
export function FeedbackDialog({ beachId, beachName, open, onOpenChange }: FeedbackDialogProps) {
  const create = useCreateFeedback();
  const [feedbackType, setFeedbackType] = useState<FeedbackType>('general');
  const [content, setContent] = useState('');
  const trimmed = content.trim();

  const submit = () => {
    if (!trimmed) return;
    create.mutate(
      { beachId, feedbackType, content: trimmed },
      {
        onSuccess: () => {
          successToast(
            'Feedback submitted!',
            `Thank you for sharing your experience of ${beachName}.`,
          );
          setFeedbackType('general');
          setContent('');
          onOpenChange(false);
        },
        onError: (error) => failureToast('Failed to submit feedback', error),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Leave Feedback"
      description={`Tell other dog owners about ${beachName}. Your first name and feedback appear on this page.`}
    >
      <DialogForm
        onSubmit={submit}
        onCancel={() => onOpenChange(false)}
        mutation={create}
        button={submitButton}
        disabled={!trimmed}
      >
        <SelectField
          label="Type of feedback"
          options={typeOptions}
          value={feedbackType}
          onChange={(event) => setFeedbackType(event.target.value as FeedbackType)}
        />
        <TextareaField
          label="Your feedback"
          value={content}
          maxLength={maxFeedbackLength}
          onChange={(event) => setContent(event.target.value)}
          hint="What should other visitors know? Dog rules in practice, parking, water, hazards."
        />
      </DialogForm>
    </Dialog>
  );
}
