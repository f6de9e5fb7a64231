import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { userDisplayName, type User } from '@shared/auth';
import { rateRouteBodySchema, type RateRouteBody, type WalkingRoute } from '@shared/walks';
import { Dialog } from '@/components/ui/dialog';
import { StarRatingField } from '@/components/form/star-rating-field';
import { EmailField, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useRateWalk } from '../api/walks';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { useFieldProps } from '@/lib/use-field-props';
import { useServerErrors } from '@/lib/use-server-errors';
import { DialogForm, type SubmitWords } from '@/components/ui/dialog-form';

const rateButton: SubmitWords = { label: 'Submit Rating', pending: 'Submitting...' };

type RateInput = z.input<typeof rateRouteBodySchema>;

interface RateWalkDialogProps {
  route: WalkingRoute | null;
  user: User | null;
  onClose: () => void;
}

/** Rate Route: 1 to 5 stars (5 by default), a name, and an optional comment and e-mail. */
export function RateWalkDialog({ route, user, onClose }: RateWalkDialogProps) {
  const rate = useRateWalk(route?.beachId ?? 0);
  const name = user && userDisplayName(user) !== user.email ? userDisplayName(user) : '';
  const form = useForm<RateInput, unknown, RateRouteBody>({
    resolver: zodResolver(rateRouteBodySchema),
    defaultValues: { rating: 5, raterName: name, comment: '', raterEmail: user?.email ?? '' },
  });
  const field = useFieldProps(form);
  const showServerErrors = useServerErrors(form);

  const submit = async (body: RateRouteBody) => {
    if (!route) return;
    try {
      await rate.mutateAsync({ routeId: route.id, body });
      successToast('Rating Submitted', 'Thank you for rating this walking route!');
      form.reset();
      onClose();
    } catch (error) {
      showServerErrors(error);
      failureToast('Error', error, 'Failed to submit rating');
    }
  };

  return (
    <Dialog
      open={route !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Rate Route"
      description={route ? `How was ${route.routeName} with your dog?` : undefined}
    >
      <DialogForm
        onSubmit={form.handleSubmit(submit)}
        onCancel={onClose}
        mutation={rate}
        button={rateButton}
        actionsClassName="pt-2"
      >
        <StarRatingField control={form.control} name="rating" legend="Rating" />
        <TextField label="Your Name" autoComplete="name" {...field('raterName')} />
        <TextareaField label="Comment (optional)" rows={3} {...field('comment')} />
        <EmailField label="Email (optional)" {...field('raterEmail')} />
      </DialogForm>
    </Dialog>
  );
}
