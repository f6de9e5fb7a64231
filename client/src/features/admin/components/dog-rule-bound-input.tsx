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
import { maxDayOf, type BoundFormValue } from '../lib/beach-form';
import { smallLabel } from './dog-rule-controls';

const monthOptions = monthNames.map((name, index) => ({ value: index + 1, label: name }));
const dayOptions = Array.from({ length: 31 }, (_, index) => index + 1);

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

/**
 * A bound of a period: a day of the year as two selects (so only real months and days can be
 * picked), a number of days from Easter Day, or the start or end of a school half-term.
 */
export function BoundInput({ legend, prefix, value, edge, error, onChange }: BoundInputProps) {
  const id = useId();
  const kind = boundKindOf(value);
  const errorId = `${id}-error`;
  const control = {
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };
  const select = inputClasses(Boolean(error));
  const label = (suffix: string, text: string) => (
    <label htmlFor={`${id}-${suffix}`} className={smallLabel}>
      <span className="sr-only">{prefix} </span>
      {text}
    </label>
  );
  const changeKind = (next: string) => {
    if (next === 'easter') onChange({ relativeTo: 'easter', offsetDays: 0 });
    else if (next === 'half-term') {
      onChange({ relativeTo: 'half-term', term: 'october', edge, authority: 'devon' });
    } else onChange(edge === 'start' ? '05-01' : '09-30');
  };
  return (
    <fieldset className="min-w-0 space-y-1.5">
      <legend className="font-semibold text-ink">{legend}</legend>
      <FieldError id={errorId} message={error} />
      <div>
        {label('kind', 'Kind of date')}
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => changeKind(event.target.value)}
          className={select}
        >
          {Object.entries(boundKindLabels).map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      </div>
      {typeof value === 'string' && (
        <div className="grid grid-cols-[2fr_1fr] gap-2">
          <div>
            {label('month', 'Month')}
            <select
              id={`${id}-month`}
              value={monthDayParts(value).month}
              onChange={(event) => {
                const nextMonth = Number(event.target.value);
                const { day } = monthDayParts(value);
                onChange(`${pad(nextMonth)}-${pad(Math.min(day, maxDayOf(nextMonth)))}`);
              }}
              className={select}
              {...control}
            >
              {monthOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            {label('day', 'Day')}
            <select
              id={`${id}-day`}
              value={monthDayParts(value).day}
              onChange={(event) =>
                onChange(`${pad(monthDayParts(value).month)}-${pad(Number(event.target.value))}`)
              }
              className={select}
              {...control}
            >
              {dayOptions.slice(0, maxDayOf(monthDayParts(value).month)).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {typeof value !== 'string' && value.relativeTo === 'easter' && (
        <div>
          {label('offset', 'Days from Easter Day')}
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
            className={select}
            aria-invalid={Boolean(error)}
            aria-describedby={[`${id}-offset-hint`, error ? errorId : null]
              .filter(Boolean)
              .join(' ')}
          />
        </div>
      )}
      {typeof value !== 'string' && value.relativeTo === 'half-term' && (
        <div className="grid gap-2 sm:grid-cols-3">
          <div>
            {label('term', 'Half-term')}
            <select
              id={`${id}-term`}
              value={value.term}
              onChange={(event) => {
                const term = halfTermNames.find((name) => name === event.target.value);
                if (term) onChange({ ...value, term });
              }}
              className={select}
              {...control}
            >
              {halfTermNames.map((name) => (
                <option key={name} value={name}>
                  {halfTermLabels[name]}
                </option>
              ))}
            </select>
          </div>
          <div>
            {label('edge', 'Start or end')}
            <select
              id={`${id}-edge`}
              value={value.edge}
              onChange={(event) =>
                onChange({ ...value, edge: event.target.value === 'start' ? 'start' : 'end' })
              }
              className={select}
              {...control}
            >
              <option value="start">First day</option>
              <option value="end">Last day</option>
            </select>
          </div>
          <div>
            {label('authority', 'Schools of')}
            <select
              id={`${id}-authority`}
              value={value.authority}
              onChange={(event) => {
                const authority = educationAuthorities.find(
                  (name): name is EducationAuthority => name === event.target.value,
                );
                if (authority) onChange({ ...value, authority });
              }}
              className={select}
              {...control}
            >
              {educationAuthorities.map((name) => (
                <option key={name} value={name}>
                  {educationAuthorityNames[name]}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </fieldset>
  );
}
