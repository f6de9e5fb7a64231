import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useController, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { adminAccessTypeLabels, adminBeachMessages } from '@shared/admin';
import type { Beach } from '@shared/beaches';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/components/ui/class-names';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveBeach } from '../api/admin-beaches';
import {
  beachFormSchema,
  beachToFormValues,
  formValuesToPayload,
  moreDetailFields,
  type BeachFormValues,
} from '../lib/beach-form';
import { BeachPhotoField } from './beach-photo-field';
import { DogRuleEditor } from './dog-rule-editor';
import { AmenityFields, BeachFields, DogTextFields, MoreDetails } from './edit-beach-sections';
import { useBeachFormFill } from '../lib/use-beach-form-fill';
import { successToast } from '@/lib/outcome-toasts';
import { useFieldProps } from '@/lib/use-field-props';
import { useServerErrors } from '@/lib/use-server-errors';
import { DialogForm, type SubmitWords } from '@/components/ui/dialog-form';

const addBeachButton: SubmitWords = { label: 'Add Beach', pending: 'Adding...' };
const updateBeachButton: SubmitWords = { label: 'Update Beach', pending: 'Updating...' };
const saveRuleButton: SubmitWords = { label: 'Save Rule', pending: 'Saving...' };

const accessTypeOptions = Object.entries(adminAccessTypeLabels).map(([value, label]) => ({
  value,
  label,
}));

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
  /**
   * `dog-rule`: only the structured rule and the texts that speak of it, for an administrator
   * who came to correct the rule; the beach's other fields are saved as they are.
   */
  only?: 'dog-rule';
  /** Read beside the form (above it on narrow screens): the rule reports being answered. */
  aside?: ReactNode;
}

/**
 * The Edit Beach dialog, also used to add a beach. The form is filled from the
 * selected beach whenever the dialog opens or another beach is chosen; a refetched copy of the same
 * beach refills it only while the admin has not changed anything, so a photo upload (which refreshes
 * the lists) never throws away their edits.
 */
export function EditBeachDialog({ beach, open, onOpenChange, only, aside }: EditBeachDialogProps) {
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
  const accessType = useWatch({ control: form.control, name: 'accessType' });

  const adding = beach === null;
  const ruleOnly = only === 'dog-rule' && beach !== null;
  const beachKey = beach?.id ?? 'new';
  useBeachFormFill(form, beach, open, () => setMoreOpen(false));

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
      title={
        adding
          ? 'Add Beach'
          : ruleOnly
            ? `Edit Dog Rule: ${beach.name}`
            : `Edit Beach: ${beach.name}`
      }
      description={
        adding
          ? 'Enter the new beach’s information below.'
          : ruleOnly
            ? 'Change the dog rule and the texts that speak of it; the beach’s other details stay as they are.'
            : 'Update the beach information below.'
      }
      // Wider than the Dialog's max-w-lg from `sm` up, where the fields sit two and three a row,
      // and wider again beside an aside.
      className={cn('sm:max-w-3xl', aside ? 'lg:max-w-6xl' : null)}
    >
      <div
        className={cn(aside ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-6' : null)}
      >
        {aside && <div className="mb-5 lg:sticky lg:top-0 lg:mb-0 lg:self-start">{aside}</div>}
        <FormProvider {...form}>
          <DialogForm
            ref={formRef}
            id={formId}
            onSubmit={(event) => form.handleSubmit(submit, onInvalid)(event)}
            className="space-y-5"
            onCancel={() => onOpenChange(false)}
            mutation={save}
            button={adding ? addBeachButton : ruleOnly ? saveRuleButton : updateBeachButton}
            actionsClassName="border-t border-line pt-4"
          >
            {!ruleOnly && <BeachFields />}
            <SelectField
              label="Dog Access Type"
              options={accessTypeOptions}
              {...field('accessType')}
            />
            {!ruleOnly && <AmenityFields />}
            <div className="border-t border-line pt-5">
              <DogRuleEditor
                value={dogRule.value}
                onChange={dogRule.onChange}
                errors={errors.dogRule}
                accessType={accessType}
              />
            </div>
            <DogTextFields />

            {!ruleOnly && (
              <div className="border-t border-line pt-5">
                <BeachPhotoField
                  // A new beach starts with no chosen file.
                  key={beachKey}
                  beachId={beach?.id ?? null}
                  beachName={beach?.name ?? ''}
                />
              </div>
            )}
            {!ruleOnly && (
              <MoreDetails open={moreOpen} onOpenChange={setMoreOpen} adding={adding} />
            )}
          </DialogForm>
        </FormProvider>
      </div>
    </Dialog>
  );
}
