import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Review } from '@shared/beaches';
import { reviewFormSchema, type ReviewBody, type ReviewFormInput } from '@shared/reviews';
import { Button } from '@/components/ui/button';
import { CheckedForm } from '@/components/form/checked-form';
import { StarRatingField } from '@/components/form/star-rating-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/lib/toast';
import { useSaveReview } from '../api/write-review';
import { londonDate } from '@shared/london-time';
import { failureToast } from '@/lib/outcome-toasts';
import { useFieldProps } from '@/lib/use-field-props';
import { useServerErrors } from '@/lib/use-server-errors';

interface ReviewFormProps {
  beachId: number;
  beachName: string;
  /** The user's review when editing it; a new one otherwise. */
  review: Review | null;
  onDone: () => void;
}

/** Stars, a few words and the day of the visit: a new review, or a change to one's own. */
export function ReviewForm({ beachId, beachName, review, onDone }: ReviewFormProps) {
  const save = useSaveReview(beachId);
  const form = useForm<ReviewFormInput, unknown, ReviewBody>({
    resolver: zodResolver(reviewFormSchema),
    // A new review's stars start empty: no rating is chosen for the writer.
    defaultValues: {
      rating: review?.rating,
      reviewText: review?.reviewText ?? '',
      visitDate: review?.visitDate ?? '',
    },
  });
  const field = useFieldProps(form);
  const showServerErrors = useServerErrors(form);

  const submit = async (body: ReviewBody) => {
    try {
      await save.mutateAsync({ reviewId: review?.id ?? null, body });
      toast({
        title: review ? 'Review updated' : 'Review published',
        description: review
          ? 'Your changes are on the beach page.'
          : `Thank you for reviewing ${beachName}!`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      showServerErrors(error);
      failureToast('Review not saved', error);
    }
  };

  return (
    <CheckedForm
      aria-label={review ? 'Edit your review' : 'Write a review'}
      onSubmit={form.handleSubmit(submit)}
      className="space-y-4 rounded-xl bg-sand-50 p-4"
    >
      <StarRatingField control={form.control} name="rating" legend="Your rating" />
      <TextareaField
        label="Your review"
        hint="What was it like with your dog? Parking, crowds, the water, the walk down."
        maxLength={2000}
        {...field('reviewText')}
      />
      <TextField
        label="Date of your visit (optional)"
        type="date"
        max={londonDate(new Date())}
        className="max-w-xs"
        {...field('visitDate')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : review ? 'Save Review' : 'Publish Review'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </CheckedForm>
  );
}
