import { Trash2 } from 'lucide-react';
import { formatMonthDay } from '@shared/rule-sentences';
import { describeMovingBound } from '@shared/moving-dates';
import { formatClockText, formatTimeRange } from '@shared/time-of-day';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { FormField, inputClasses } from '@/components/ui/form-field';
import type { BoundFormValue, DogRulePeriodFormValues } from '../lib/beach-form';
import { BoundInput } from './dog-rule-bound-input';
import { CheckboxRow, kindLabels, type PeriodErrors } from './dog-rule-controls';
import { PeriodTimes } from './dog-rule-times';

const shortDate = (bound: BoundFormValue) => {
  if (typeof bound === 'string') return formatMonthDay(bound);
  return bound.relativeTo === 'easter' && !Number.isInteger(bound.offsetDays)
    ? 'Easter (days not set)'
    : describeMovingBound(bound);
};

/** A period's first day, and its last, which the period includes. */
const bounds = [
  { key: 'from', legend: 'From', word: 'from', edge: 'start' },
  { key: 'to', legend: 'Until (inclusive)', word: 'until', edge: 'end' },
] as const;

const kindOptions = Object.entries(kindLabels).map(([value, label]) => ({ value, label }));

/** A time as the site writes it ("6pm"), or as typed while it is not yet a whole HH:MM. */
const clock = (text: string) => (/^\d{2}:\d{2}$/.test(text) ? formatClockText(text) : text);

/** "Dogs banned 1 May – 30 Sep, 10am–6pm, whole beach": the period as the admin set it. */
function periodSummary(period: DogRulePeriodFormValues): string {
  const days =
    period.from === '01-01' && period.to === '12-31'
      ? 'all year'
      : `${shortDate(period.from)} – ${shortDate(period.to)}`;
  const hours = period.hours
    ? `, ${formatTimeRange(clock(period.hours.from), clock(period.hours.to))}`
    : ', all day';
  const where = period.zone.trim() ? `, part of the beach: ${period.zone.trim()}` : ', whole beach';
  const confirmed = period.confirmed ? '' : ', dates not confirmed';
  return `${kindLabels[period.kind]} ${days}${hours}${where}${confirmed}`;
}

interface PeriodEditorProps {
  index: number;
  period: DogRulePeriodFormValues;
  errors: PeriodErrors | undefined;
  onChange: (period: DogRulePeriodFormValues) => void;
  onRemove: () => void;
}

/** One period of the rule: ban or leads, its first and last day, its hours and its zone. */
export function PeriodEditor({ index, period, errors, onChange, onRemove }: PeriodEditorProps) {
  const name = `Period ${index + 1}`;
  const set = (changes: Partial<DogRulePeriodFormValues>) => onChange({ ...period, ...changes });
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-line bg-sand-50/60 p-3 sm:p-4">
      <legend className="px-1 font-bold text-ink">{name}</legend>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 flex-1 text-sm text-ink-muted">{periodSummary(period)}</p>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove <span className="sr-only">{name.toLowerCase()}</span>
        </Button>
      </div>
      <SelectField
        className="min-w-0"
        label="Rule"
        prefix={name}
        value={period.kind}
        options={kindOptions}
        onChange={(event) => set({ kind: event.target.value === 'lead' ? 'lead' : 'ban' })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {bounds.map(({ key, legend, word, edge }) => (
          <BoundInput
            key={key}
            legend={legend}
            prefix={`${name} ${word}`}
            value={period[key]}
            edge={edge}
            error={errors?.[key]?.message}
            onChange={(bound) => set({ [key]: bound })}
          />
        ))}
      </div>
      <p className="text-sm text-ink-muted">
        A period may run over New Year (for example 1 October until 31 March). Half-term dates come
        from the school term data; in a year it does not cover, the site says the dates are not
        confirmed.
      </p>
      <CheckboxRow
        checked={!period.confirmed}
        onChange={(unconfirmed) => set({ confirmed: !unconfirmed })}
      >
        <span>
          <span className="sr-only">{name}: </span>No source gives these dates (the site says
          &ldquo;Dates not confirmed: check the signs&rdquo;)
        </span>
      </CheckboxRow>
      <PeriodTimes
        name={name}
        hours={period.hours}
        errors={errors?.hours}
        onChange={(hours) => set({ hours })}
      />
      <FormField
        className="min-w-0"
        label="Part of the beach (optional)"
        prefix={name}
        hint="Leave blank when the rule covers the whole beach."
        error={errors?.zone?.message}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={300}
            value={period.zone}
            onChange={(event) => set({ zone: event.target.value })}
            className={inputClasses(Boolean(errors?.zone))}
          />
        )}
      </FormField>
    </fieldset>
  );
}
