import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { userDisplayName, type User } from '@shared/auth';
import {
  routeDifficulties,
  routeFormSchema,
  walkMessages,
  type RouteFormInput,
} from '@shared/walks';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { EmailField, NumberField, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSubmitWalk } from '../api/walks';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { useFieldProps } from '@/lib/use-field-props';
import { useServerErrors } from '@/lib/use-server-errors';
import { DialogForm, type SubmitWords } from '@/components/ui/dialog-form';

const submitButton: SubmitWords = { label: 'Submit Route', pending: 'Submitting...' };

type RouteFormOutput = z.output<typeof routeFormSchema>;

const difficultyOptions = routeDifficulties.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

interface SubmitWalkDialogProps {
  beachId: number;
  beachName: string;
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server has taken the route (it shows once an administrator approves it). */
  onSubmitted?: () => void;
}

/** Submit Route, prefilled with the user's name and e-mail; an administrator approves the route. */
export function SubmitWalkDialog({
  beachId,
  beachName,
  user,
  open,
  onOpenChange,
  onSubmitted,
}: SubmitWalkDialogProps) {
  const submitWalk = useSubmitWalk();
  const form = useForm<RouteFormInput, unknown, RouteFormOutput>({
    resolver: zodResolver(routeFormSchema),
    defaultValues: {
      routeName: '',
      startingPoint: '',
      difficulty: 'easy',
      estimatedDuration: '',
      distanceKm: '',
      description: '',
      highlights: '',
      routeNotes: '',
      submittedBy: userDisplayName(user) === user.email ? '' : userDisplayName(user),
      submitterEmail: user.email,
    },
  });
  const field = useFieldProps(form);
  const showServerErrors = useServerErrors(form);

  const submit = async (route: RouteFormOutput) => {
    try {
      await submitWalk.mutateAsync({ ...route, beachId });
      successToast('Route Submitted', walkMessages.submitted);
      form.reset();
      onOpenChange(false);
      onSubmitted?.();
    } catch (error) {
      showServerErrors(error);
      failureToast('Error', error, 'Failed to submit route');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Submit a Walking Route"
      description={`Share a dog walk from ${beachName}. Routes are checked by our team before they appear.`}
      className="max-w-2xl"
    >
      <DialogForm
        onSubmit={form.handleSubmit(submit)}
        onCancel={() => onOpenChange(false)}
        mutation={submitWalk}
        button={submitButton}
        actionsClassName="pt-2"
      >
        <TextField label="Route Name" {...field('routeName')} />
        <TextField
          label="Starting Point"
          hint="Where to start: a car park, a slipway, a café."
          {...field('startingPoint')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label="Difficulty" options={difficultyOptions} {...field('difficulty')} />
          <NumberField
            label="Duration (minutes)"
            min={1}
            max={1440}
            step={1}
            {...field('estimatedDuration')}
          />
          <NumberField
            label="Distance (km)"
            min={0.1}
            max={99.99}
            step={0.01}
            {...field('distanceKm')}
          />
        </div>
        <TextareaField
          label="Route Description"
          hint="The way round, in a few sentences."
          {...field('description')}
        />
        <TextareaField label="Highlights (optional)" rows={2} {...field('highlights')} />
        <TextareaField
          label="Safety Notes & Tips (optional)"
          rows={2}
          hint="Livestock, cliff edges, tides, stiles a dog must be lifted over."
          {...field('routeNotes')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Your Name"
            autoComplete="name"
            hint="Shown as your first name and last initial."
            {...field('submittedBy')}
          />
          <EmailField
            label="Email (optional)"
            hint="Only our team sees it."
            {...field('submitterEmail')}
          />
        </div>
      </DialogForm>
    </Dialog>
  );
}
