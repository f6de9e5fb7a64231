import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckedForm } from '@/components/form/checked-form';
import { NearMeButton } from '@/components/ui/near-me-button';
import { FieldError as FieldErrorText } from '@/components/ui/form-field';
import { NumberField, TextField } from '@/components/ui/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import {
  amenities,
  amenityNames,
  lastPlanDay,
  planFields,
  planFormSchema,
  type PlanFormValues,
} from '../lib/plan-form';
import { useNearMe } from './use-near-me';

interface PlanFormProps {
  /** The values of the page's address (or the defaults); the form follows the address. */
  values: PlanFormValues;
  today: string;
  onSubmit: (values: PlanFormValues) => void;
  /** The last plan's failure: a 400's `errors[]` go under their fields. */
  serverError: unknown;
  /** Whether the values came from an address that asked for a plan (their errors show at once). */
  asked: boolean;
}

/** A tick box or a radio button with its words, the whole line a 44 px target. */
function Choice({
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input
        className="size-5 shrink-0 rounded accent-sea-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-500"
        {...input}
      />
      {children}
    </label>
  );
}

/** When, from where and what a walk needs: every control the plan's address holds. */
export function PlanForm({ values, today, onSubmit, serverError, asked }: PlanFormProps) {
  const id = useId();
  const schema = useMemo(() => planFormSchema(today), [today]);
  const form = useForm<PlanFormValues>({ resolver: zodResolver(schema), defaultValues: values });
  const { errors } = form.formState;
  const [nearHint, setNearHint] = useState<string | null>(null);
  const near = useNearMe((place) => {
    form.setValue('from', place.name, { shouldValidate: form.formState.isSubmitted });
    setNearHint(
      `Nearest place we know: ${place.name}${place.area ? ` (${place.area})` : ''}. Your position stays in this browser.`,
    );
  });

  // The address changed (a submit, Back, a shared link): show what it asks, and why it cannot run.
  const key = JSON.stringify(values);
  useEffect(() => {
    form.reset(JSON.parse(key) as PlanFormValues);
    if (asked) void form.trigger();
  }, [form, key, asked]);

  useEffect(() => {
    if (serverError) applyServerErrors(serverError, form.setError, planFields);
  }, [form, serverError]);

  const message = (error: FieldError | undefined) => error?.message;
  const register = (name: 'date' | 'start' | 'end' | 'from' | 'radius') => ({
    ...form.register(name),
    error: message(errors[name]),
  });

  return (
    <CheckedForm
      aria-label="Plan a walk"
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-5 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <TextField
          label="Day"
          className="col-span-2 sm:col-span-1"
          hint="Today to a year ahead"
          type="date"
          min={today}
          max={lastPlanDay(today)}
          aria-required="true"
          {...register('date')}
        />
        <TextField label="From" type="time" hint="Empty: dawn" {...register('start')} />
        <TextField label="To" type="time" hint="Empty: dusk" {...register('end')} />
      </div>

      <div className="grid grid-cols-[auto_1fr] items-end gap-4 sm:grid-cols-[1fr_auto_9rem]">
        <TextField
          label="Starting place"
          className="col-span-2 sm:col-span-1"
          autoComplete="off"
          placeholder="Bideford or EX39"
          hint="A town or postcode district. Empty: the whole coast."
          {...register('from')}
        />
        <NearMeButton
          variant="secondary"
          locating={near.locating}
          onClick={near.locate}
          aria-describedby={`${id}-near`}
        />
        <NumberField label="Within (miles)" min={1} max={100} step={1} {...register('radius')} />
      </div>
      <div className="space-y-1 text-sm" aria-live="polite">
        <p id={`${id}-near`} className="text-ink-muted">
          {nearHint ??
            'Near me uses the nearest town or postcode district to you; your position stays in this browser.'}
        </p>
        {near.locating && <p role="status">Finding your location…</p>}
        {near.error && (
          <p role="alert" className="rounded-lg bg-banned-bg px-3 py-2 text-banned">
            {near.error}
          </p>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <fieldset className="space-y-1.5" aria-describedby={errors.has ? `${id}-has` : undefined}>
          <legend className="font-semibold text-ink">Must have</legend>
          <FieldErrorText id={`${id}-has`} message={errors.has?.message} />
          <div className="flex flex-wrap gap-x-5">
            {amenities.map((amenity) => (
              <Choice key={amenity} type="checkbox" value={amenity} {...form.register('has')}>
                {amenityNames[amenity]}
              </Choice>
            ))}
          </div>
          <Choice type="checkbox" {...form.register('offLead')}>
            Off-lead only
          </Choice>
        </fieldset>
        <fieldset className="space-y-1.5">
          <legend className="font-semibold text-ink">Tide</legend>
          <FieldErrorText id={`${id}-tide`} message={errors.tide?.message} />
          <Choice type="radio" value="low" {...form.register('tide')}>
            Low tide only (below half height)
          </Choice>
          <Choice type="radio" value="any" {...form.register('tide')}>
            Any tide
          </Choice>
        </fieldset>
      </div>

      <Button type="submit" size="lg">
        <Search aria-hidden="true" className="size-5" />
        Find beaches
      </Button>
    </CheckedForm>
  );
}
