import { useId } from 'react';
import {
  educationAuthorities,
  educationAuthorityNames,
  halfTermNames,
  type EducationAuthority,
  type HalfTermName,
} from '@shared/data/school-terms';
import { monthNames } from '@shared/rule-sentences';
import { FieldError, inputClasses } from '@/components/ui/form-field';
import { SelectOptions } from '@/components/ui/select-field';
import { maxDayOf, type BoundFormValue } from '../lib/beach-form';
import { smallLabel } from './dog-rule-controls';

const monthOptions = monthNames.map((name, index) => ({ value: index + 1, label: name }));
const dayOptions = Array.from({ length: 31 }, (_, index) => ({
  value: index + 1,
  label: index + 1,
}));

const pad = (value: number) => String(value).padStart(2, '0');
/** "05-01" as the two selects hold it; anything unreadable starts at 1 January. */
const monthDayParts = (text: string) => ({
  month: Number(text.slice(0, 2)) || 1,
  day: Number(text.slice(3, 5)) || 1,
});

const boundKindLabels = {
  fixed: 'Same date every year',
  easter: 'Days from Easter Day',
  'half-term': 'A school half-term',
} as const;
type BoundKind = keyof typeof boundKindLabels;
const boundKindOf = (bound: BoundFormValue): BoundKind =>
  typeof bound === 'string' ? 'fixed' : bound.relativeTo;

const halfTermLabels: Record<HalfTermName, string> = {
  october: 'October half-term',
  february: 'February half-term',
  may: 'May half-term',
};

const kindOptions = Object.entries(boundKindLabels).map(([value, label]) => ({ value, label }));
const termOptions = halfTermNames.map((name) => ({ value: name, label: halfTermLabels[name] }));
const edgeOptions = [
  { value: 'start', label: 'First day' },
  { value: 'end', label: 'Last day' },
];
const authorityOptions = educationAuthorities.map((name) => ({
  value: name,
  label: educationAuthorityNames[name],
}));

interface BoundInputProps {
  legend: string;
  /** Read before each control's own label by assistive technology: "Period 1 from". */
  prefix: string;
  value: BoundFormValue;
  /** Which end of the period: a new half-term bound starts at its start or ends at its end. */
  edge: 'start' | 'end';
  error: string | undefined;
  onChange: (value: BoundFormValue) => void;
}

interface BoundSelectProps {
  id: string;
  prefix: string;
  label: string;
  value: string | number;
  options: readonly { value: string | number; label: string | number }[];
  /** The error shown once for the whole bound, which every control is described by. */
  errorId: string | undefined;
  onChange: (value: string) => void;
}

/** One labelled select of a bound, its label prefixed for assistive technology. */
function BoundSelect({ id, prefix, label, value, options, errorId, onChange }: BoundSelectProps) {
  return (
    <div>
      <label htmlFor={id} className={smallLabel}>
        <span className="sr-only">{prefix} </span>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses(errorId !== undefined)}
        aria-invalid={errorId !== undefined}
        aria-describedby={errorId}
      >
        <SelectOptions options={options} />
      </select>
    </div>
  );
}

/**
 * A bound of a period: a day of the year as two selects (so only real months and days can be
 * picked), a number of days from Easter Day, or the start or end of a school half-term.
 */
export function BoundInput({ legend, prefix, value, edge, error, onChange }: BoundInputProps) {
  const id = useId();
  const kind = boundKindOf(value);
  const errorId = error ? `${id}-error` : undefined;
  const select = (suffix: string, label: string) => ({
    id: `${id}-${suffix}`,
    prefix,
    label,
    errorId,
  });
  const changeKind = (next: string) => {
    if (next === 'easter') onChange({ relativeTo: 'easter', offsetDays: 0 });
    else if (next === 'half-term') {
      onChange({ relativeTo: 'half-term', term: 'october', edge, authority: 'devon' });
    } else onChange(edge === 'start' ? '05-01' : '09-30');
  };
  return (
    <fieldset className="min-w-0 space-y-1.5">
      <legend className="font-semibold text-ink">{legend}</legend>
      <FieldError id={`${id}-error`} message={error} />
      <BoundSelect
        {...select('kind', 'Kind of date')}
        value={kind}
        options={kindOptions}
        onChange={changeKind}
      />
      {typeof value === 'string' && (
        <div className="grid grid-cols-[2fr_1fr] gap-2">
          <BoundSelect
            {...select('month', 'Month')}
            value={monthDayParts(value).month}
            options={monthOptions}
            onChange={(month) => {
              const nextMonth = Number(month);
              const { day } = monthDayParts(value);
              onChange(`${pad(nextMonth)}-${pad(Math.min(day, maxDayOf(nextMonth)))}`);
            }}
          />
          <BoundSelect
            {...select('day', 'Day')}
            value={monthDayParts(value).day}
            options={dayOptions.slice(0, maxDayOf(monthDayParts(value).month))}
            onChange={(day) => onChange(`${pad(monthDayParts(value).month)}-${pad(Number(day))}`)}
          />
        </div>
      )}
      {typeof value !== 'string' && value.relativeTo === 'easter' && (
        <div>
          <label htmlFor={`${id}-offset`} className={smallLabel}>
            <span className="sr-only">{prefix} </span>
            Days from Easter Day
          </label>
          <p id={`${id}-offset-hint`} className="text-sm text-ink-muted">
            Before Easter is negative: -14 is two weeks before, -2 Good Friday, 1 Easter Monday.
          </p>
          <input
            id={`${id}-offset`}
            type="number"
            step={1}
            min={-90}
            max={90}
            value={Number.isFinite(value.offsetDays) ? value.offsetDays : ''}
            onChange={(event) =>
              onChange({
                relativeTo: 'easter',
                offsetDays: event.target.value === '' ? Number.NaN : Number(event.target.value),
              })
            }
            className={inputClasses(Boolean(error))}
            aria-invalid={Boolean(error)}
            aria-describedby={[`${id}-offset-hint`, errorId].filter(Boolean).join(' ')}
          />
        </div>
      )}
      {typeof value !== 'string' && value.relativeTo === 'half-term' && (
        <div className="grid gap-2 sm:grid-cols-3">
          <BoundSelect
            {...select('term', 'Half-term')}
            value={value.term}
            options={termOptions}
            onChange={(next) => {
              const term = halfTermNames.find((name) => name === next);
              if (term) onChange({ ...value, term });
            }}
          />
          <BoundSelect
            {...select('edge', 'Start or end')}
            value={value.edge}
            options={edgeOptions}
            onChange={(next) => onChange({ ...value, edge: next === 'start' ? 'start' : 'end' })}
          />
          <BoundSelect
            {...select('authority', 'Schools of')}
            value={value.authority}
            options={authorityOptions}
            onChange={(next) => {
              const authority = educationAuthorities.find(
                (name): name is EducationAuthority => name === next,
              );
              if (authority) onChange({ ...value, authority });
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
