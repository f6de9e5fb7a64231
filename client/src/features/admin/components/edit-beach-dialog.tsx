import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useController, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { adminAccessTypeLabels, adminBeachMessages } from '@shared/admin';
import type { Beach } from '@shared/beaches';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveBeach } from '../api/admin-beaches';
import {
  beachFormSchema,
  beachToFormValues,
  formValuesToPayload,
  locationOptions,
  moreDetailFields,
  type BeachFormValues,
} from '../lib/beach-form';
import { BeachPhotoField } from './beach-photo-field';
import { DogRuleEditor } from './dog-rule-editor';
import { successToast } from '@/lib/outcome-toasts';
import { useFieldProps } from '@/lib/use-field-props';
import { useServerErrors } from '@/lib/use-server-errors';
import { DialogForm } from '@/components/ui/dialog-form';

const accessTypeOptions = Object.entries(adminAccessTypeLabels).map(([value, label]) => ({
  value,
  label,
}));

const amenities = [
  { name: 'hasParking', label: 'Parking' },
  { name: 'hasFacilities', label: 'Facilities' },
  { name: 'hasFreshWater', label: 'Fresh Water' },
  { name: 'hasBeachCafe', label: 'Beach Cafe' },
  { name: 'hasLifeguards', label: 'Lifeguards' },
] as const satisfies readonly { name: keyof BeachFormValues; label: string }[];

const inMoreDetails = (errors: FieldErrors<BeachFormValues>) =>
  moreDetailFields.some((field) => errors[field]);

/** A status the server explains in words worth showing (not a 5xx or a dropped connection). */
const clientErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.serverMessage
    : null;

export interface EditBeachDialogProps {
  /** The beach to edit; null to add a new one. */
  beach: Beach | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Edit Beach dialog, also used to add a beach. The form is filled from the
 * selected beach whenever the dialog opens or another beach is chosen; a refetched copy of the same
 * beach refills it only while the admin has not changed anything, so a photo upload (which refreshes
 * the lists) never throws away their edits.
 */
export function EditBeachDialog({ beach, open, onOpenChange }: EditBeachDialogProps) {
  const save = useSaveBeach();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const form = useForm<BeachFormValues>({
    resolver: zodResolver(beachFormSchema),
    defaultValues: beachToFormValues(beach),
  });
  const { errors } = form.formState;
  const field = useFieldProps(form);
  const showServerErrors = useServerErrors(form);
  const { field: dogRule } = useController({ control: form.control, name: 'dogRule' });
  const [accessType, location] = useWatch({
    control: form.control,
    name: ['accessType', 'location'],
  });

  const adding = beach === null;
  const beachKey = beach?.id ?? 'new';
  const filledFrom = useRef<{ key: number | 'new'; values: BeachFormValues } | null>(null);

  useEffect(() => {
    if (!open) {
      filledFrom.current = null;
      return;
    }
    const last = filledFrom.current;
    const edited =
      last !== null && JSON.stringify(form.getValues()) !== JSON.stringify(last.values);
    if (last?.key === beachKey && edited) return;
    const values = beachToFormValues(beach);
    form.reset(values);
    filledFrom.current = { key: beachKey, values };
    setMoreOpen(false);
  }, [beach, beachKey, open, form]);

  const failed = adding ? adminBeachMessages.createFailed : adminBeachMessages.updateFailed;

  const submit = async (values: BeachFormValues) => {
    try {
      await save.mutateAsync({ id: beach?.id ?? null, payload: formValuesToPayload(values) });
      successToast('Success', adding ? adminBeachMessages.created : adminBeachMessages.updated);
      onOpenChange(false);
    } catch (error) {
      showServerErrors(error);
      const message = clientErrorMessage(error);
      if (message === adminBeachMessages.slugTaken) {
        form.setError('slug', { type: 'server', message }, { shouldFocus: false });
      }
      if (moreDetailFields.some((field) => form.getFieldState(field).error)) setMoreOpen(true);
      focusFirstError();
      toast({ title: 'Error', description: message ?? failed, variant: 'error' });
    }
  };

  // react-hook-form focuses the first invalid input it knows; the dog rule's inputs are not its
  // own, and More details may be closed: then move focus to the first invalid input shown.
  const focusFirstError = () =>
    setTimeout(() => {
      const active = document.activeElement;
      if (active?.getAttribute('aria-invalid') === 'true') return;
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });

  const onInvalid = (invalid: FieldErrors<BeachFormValues>) => {
    if (inMoreDetails(invalid)) setMoreOpen(true);
    focusFirstError();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={adding ? 'Add Beach' : `Edit Beach: ${beach.name}`}
      description={
        adding ? 'Enter the new beach’s information below.' : 'Update the beach information below.'
      }
      // Wider than the Dialog's max-w-lg from `sm` up, where the fields sit two and three a row.
      className="sm:max-w-3xl"
    >
      <FormProvider {...form}>
        <DialogForm
          ref={formRef}
          id={formId}
          onSubmit={(event) => void form.handleSubmit(submit, onInvalid)(event)}
          className="space-y-5"
          actions={{
            onCancel: () => onOpenChange(false),
            pending: save.isPending,
            pendingLabel: adding ? 'Adding...' : 'Updating...',
            label: adding ? 'Add Beach' : 'Update Beach',
            className: 'border-t border-line pt-4',
          }}
        >
          <TextField label="Beach Name" autoComplete="off" maxLength={120} {...field('name')} />
          <SelectField
            label="Location"
            options={locationOptions(location)}
            {...field('location')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Latitude"
              type="number"
              inputMode="decimal"
              step="any"
              min={-90}
              max={90}
              {...field('latitude')}
            />
            <TextField
              label="Longitude"
              type="number"
              inputMode="decimal"
              step="any"
              min={-180}
              max={180}
              {...field('longitude')}
            />
          </div>
          <TextareaField
            label="Description"
            rows={6}
            maxLength={10_000}
            hint="Supports **bold** and *italic*; a blank line starts a new paragraph."
            {...field('description')}
          />
          <SelectField
            label="Dog Access Type"
            options={accessTypeOptions}
            {...field('accessType')}
          />
          <fieldset className="space-y-2">
            <legend className="font-semibold text-ink">Amenities</legend>
            <div className="grid grid-cols-1 gap-x-4 min-[420px]:grid-cols-2 sm:grid-cols-3">
              {amenities.map(({ name, label }) => (
                <label key={name} className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 rounded accent-sea-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-500"
                    {...form.register(name)}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <TextareaField
            label="Dog Access Information"
            rows={3}
            maxLength={2000}
            {...field('accessInfo')}
          />
          <TextareaField
            label="Seasonal Restrictions"
            rows={2}
            maxLength={2000}
            hint="For example: No dogs May 1 - September 30."
            {...field('seasonalRestrictions')}
          />

          <div className="border-t border-line pt-5">
            <DogRuleEditor
              value={dogRule.value}
              onChange={dogRule.onChange}
              errors={errors.dogRule}
              accessType={accessType}
            />
          </div>

          <div className="border-t border-line pt-5">
            <BeachPhotoField
              // A new beach starts with no chosen file.
              key={beachKey}
              beachId={beach?.id ?? null}
              beachName={beach?.name ?? ''}
            />
          </div>

          <details
            open={moreOpen}
            onToggle={(event) => setMoreOpen(event.currentTarget.open)}
            className="group rounded-xl border border-line"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2 font-semibold text-ink hover:bg-sand-50 focus-visible:outline-3 focus-visible:outline-sea-500 [&::-webkit-details-marker]:hidden">
              More details
              <ChevronDown
                aria-hidden="true"
                className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="grid gap-4 p-4 pt-2 sm:grid-cols-2">
              <TextField
                label="Slug"
                maxLength={120}
                hint={
                  adding
                    ? 'The address of the beach page. Leave blank to make one from the name.'
                    : 'The address of the beach page: /beach/{slug}. Blank keeps it.'
                }
                className="sm:col-span-2"
                {...field('slug')}
              />
              <TextField
                label="Full Address"
                autoComplete="off"
                maxLength={500}
                className="sm:col-span-2"
                {...field('fullAddress')}
              />
              <TextField
                label="Postcode"
                autoComplete="off"
                maxLength={20}
                {...field('postcode')}
              />
              <TextField
                label="Place ID"
                hint="Google's place ID, if known."
                maxLength={300}
                {...field('placeId')}
              />
              <TextField
                label="Google Rating"
                type="number"
                inputMode="decimal"
                step="0.01"
                min={0}
                max={5}
                hint="From 0 to 5."
                {...field('googleRating')}
              />
              <TextField
                label="Google Reviews count"
                type="number"
                inputMode="numeric"
                step={1}
                min={0}
                {...field('totalReviewsGoogle')}
              />
            </div>
          </details>
        </DialogForm>
      </FormProvider>
    </Dialog>
  );
}
