import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import {
  educationAuthorities,
  educationAuthorityNames,
  halfTermNames,
  type EducationAuthority,
  type HalfTermName,
} from '@shared/data/school-terms';
import { dogStatusAt } from '@shared/dog-rules';
import { describeMovingBound } from '@shared/moving-dates';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { FieldError, FormField, inputClasses } from '@/components/ui/form-field';
import {
  maxDayOf,
  newDogRule,
  newDogRulePeriod,
  validDogRule,
  type BeachFormValues,
  type BoundFormValue,
  type DogRuleFormValues,
  type DogRulePeriodFormValues,
} from '../lib/beach-form';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthOptions = monthNames.map((name, index) => ({ value: index + 1, label: name }));
const dayOptions = Array.from({ length: 31 }, (_, index) => index + 1);

const kindLabels = { ban: 'Dogs banned', lead: 'Dogs on leads' } as const;
const setByLabels = { council: 'Council', landowner: 'Landowner', none: 'No one' } as const;
const defaultHours = { from: '10:00', to: '18:00' };

/** The messages react-hook-form holds for the rule and its periods. */
export type DogRuleErrors = FieldErrors<BeachFormValues>['dogRule'];
type PeriodErrors = NonNullable<NonNullable<DogRuleErrors>['periods']>[number];

const pad = (value: number) => String(value).padStart(2, '0');
const monthDayParts = (text: string) => ({
  month: Number(text.slice(0, 2)) || 1,
  day: Number(text.slice(3, 5)) || 1,
});
const shortDate = (bound: BoundFormValue) => {
  if (typeof bound !== 'string') {
    return bound.relativeTo === 'easter' && !Number.isInteger(bound.offsetDays)
      ? 'Easter (days not set)'
      : describeMovingBound(bound);
  }
  const { month, day } = monthDayParts(bound);
  return `${day} ${monthNames[month - 1]?.slice(0, 3) ?? ''}`;
};

/** "Dogs banned 1 May – 30 Sep, 10:00–18:00, whole beach" */
function periodSummary(period: DogRulePeriodFormValues): string {
  const days =
    period.from === '01-01' && period.to === '12-31'
      ? 'all year'
      : `${shortDate(period.from)} – ${shortDate(period.to)}`;
  const hours = period.hours ? `, ${period.hours.from}–${period.hours.to}` : ', all day';
  const where = period.zone.trim() ? `, part of the beach: ${period.zone.trim()}` : ', whole beach';
  const confirmed = period.confirmed ? '' : ', dates not confirmed';
  return `${kindLabels[period.kind]} ${days}${hours}${where}${confirmed}`;
}

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

const smallLabel = 'block text-sm font-semibold text-ink';

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
function BoundInput({ legend, prefix, value, edge, error, onChange }: BoundInputProps) {
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

const checkboxClasses =
  'size-5 shrink-0 rounded accent-sea-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-500';

interface PeriodEditorProps {
  index: number;
  period: DogRulePeriodFormValues;
  errors: PeriodErrors | undefined;
  onChange: (period: DogRulePeriodFormValues) => void;
  onRemove: () => void;
}

function PeriodEditor({ index, period, errors, onChange, onRemove }: PeriodEditorProps) {
  const name = `Period ${index + 1}`;
  const hoursId = useId();
  const unconfirmedId = useId();
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
      <FormField className="min-w-0" label="Rule" prefix={name} error={undefined}>
        {(control) => (
          <select
            {...control}
            value={period.kind}
            onChange={(event) => set({ kind: event.target.value === 'lead' ? 'lead' : 'ban' })}
            className={inputClasses(false)}
          >
            {Object.entries(kindLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundInput
          legend="From"
          prefix={`${name} from`}
          value={period.from}
          edge="start"
          error={errors?.from?.message}
          onChange={(from) => set({ from })}
        />
        <BoundInput
          legend="Until (inclusive)"
          prefix={`${name} until`}
          value={period.to}
          edge="end"
          error={errors?.to?.message}
          onChange={(to) => set({ to })}
        />
      </div>
      <p className="text-sm text-ink-muted">
        A period may run over New Year (for example 1 October until 31 March). Half-term dates come
        from the school term data; in a year it does not cover, the site says the dates are not
        confirmed.
      </p>
      <label htmlFor={unconfirmedId} className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          id={unconfirmedId}
          type="checkbox"
          checked={!period.confirmed}
          onChange={(event) => set({ confirmed: !event.target.checked })}
          className={checkboxClasses}
        />
        <span>
          <span className="sr-only">{name}: </span>No source gives these dates (the site says
          &ldquo;Dates not confirmed: check the signs&rdquo;)
        </span>
      </label>
      <div className="space-y-3">
        <label htmlFor={hoursId} className="flex min-h-11 items-center gap-3 font-semibold">
          <input
            id={hoursId}
            type="checkbox"
            checked={period.hours !== null}
            onChange={(event) => set({ hours: event.target.checked ? { ...defaultHours } : null })}
            className={checkboxClasses}
          />
          <span>
            <span className="sr-only">{name}: </span>Only at certain times of day
          </span>
        </label>
        {period.hours && (
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <FormField
              className="min-w-0"
              label="From time"
              prefix={name}
              error={errors?.hours?.from?.message}
            >
              {(control) => (
                <input
                  {...control}
                  type="time"
                  value={period.hours?.from ?? ''}
                  onChange={(event) =>
                    set({ hours: { from: event.target.value, to: period.hours?.to ?? '' } })
                  }
                  className={inputClasses(Boolean(errors?.hours?.from))}
                />
              )}
            </FormField>
            <FormField
              className="min-w-0"
              label="Until time"
              prefix={name}
              error={errors?.hours?.to?.message}
            >
              {(control) => (
                <input
                  {...control}
                  type="time"
                  value={period.hours?.to ?? ''}
                  onChange={(event) =>
                    set({ hours: { from: period.hours?.from ?? '', to: event.target.value } })
                  }
                  className={inputClasses(Boolean(errors?.hours?.to))}
                />
              )}
            </FormField>
          </div>
        )}
      </div>
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

export interface DogRuleEditorProps {
  /** The rule being edited; null for "no structured rule". */
  value: DogRuleFormValues | null;
  onChange: (rule: DogRuleFormValues | null) => void;
  errors?: DogRuleErrors | undefined;
  /** The access type chosen in the form: what the site shows when there is no rule. */
  accessType: string;
}

/**
 * The structured dog rule the public site works out "can my dog go on this beach now?" from:
 * its periods (ban or leads, the days of the year, optionally the hours, optionally a part of the
 * beach), what applies between them, and where it comes from. Or no rule at all, when the access
 * type alone says it. A line shows what the beach page will say today.
 */
export function DogRuleEditor({ value, onChange, errors, accessType }: DogRuleEditorProps) {
  const headingId = useId();
  const toggleId = useId();
  // Turning the rule off and on again within one edit gives the same rule back.
  const lastRule = useRef<DogRuleFormValues | null>(null);

  const rule = validDogRule(value);
  const today = rule === undefined ? null : dogStatusAt({ accessType, dogRule: rule }, new Date());

  const update = (changes: Partial<DogRuleFormValues>) =>
    value && onChange({ ...value, ...changes });

  return (
    <section role="group" aria-labelledby={headingId} className="space-y-4">
      <div className="space-y-1">
        <h3 id={headingId} className="font-semibold text-ink">
          Dog Rule
        </h3>
        <p className="text-sm text-ink-muted">
          The dates and times the site uses to tell visitors whether dogs are allowed on the day
          they look. Change them here when the council changes its rules.
        </p>
      </div>
      <label htmlFor={toggleId} className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          id={toggleId}
          type="checkbox"
          checked={value !== null}
          onChange={(event) => {
            if (event.target.checked) {
              onChange(lastRule.current ?? newDogRule());
            } else {
              lastRule.current = value;
              onChange(null);
            }
          }}
          className={checkboxClasses}
        />
        Use a structured dog rule
      </label>
      {value === null && (
        <p className="text-sm text-ink-muted">
          No structured rule: the site goes by the Dog Access Type alone.
        </p>
      )}

      {value && (
        <div className="space-y-4">
          {value.periods.length === 0 && (
            <p className="text-sm text-ink-muted">No periods: the rule below applies all year.</p>
          )}
          {value.periods.map((period, index) => (
            <PeriodEditor
              // Periods have no id of their own; the position is what the admin sees and edits.
              key={index}
              index={index}
              period={period}
              errors={errors?.periods?.[index]}
              onChange={(next) =>
                update({ periods: value.periods.map((old, at) => (at === index ? next : old)) })
              }
              onRemove={() => update({ periods: value.periods.filter((_, at) => at !== index) })}
            />
          ))}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => update({ periods: [...value.periods, newDogRulePeriod()] })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add period
          </Button>

          <label className="flex min-h-11 items-center gap-3 font-semibold">
            <input
              type="checkbox"
              checked={value.leadOutsideBan}
              onChange={(event) => update({ leadOutsideBan: event.target.checked })}
              className={checkboxClasses}
            />
            Dogs on leads at all other times
          </label>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField className="min-w-0" label="Rule set by" error={errors?.setBy?.message}>
              {(control) => (
                <select
                  {...control}
                  value={value.setBy}
                  onChange={(event) =>
                    update({
                      setBy:
                        event.target.value === 'landowner' || event.target.value === 'none'
                          ? event.target.value
                          : 'council',
                    })
                  }
                  className={inputClasses(false)}
                >
                  {Object.entries(setByLabels).map(([option, label]) => (
                    <option key={option} value={option}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField className="min-w-0" label="Checked on" error={errors?.checkedOn?.message}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={value.checkedOn}
                  onChange={(event) => update({ checkedOn: event.target.value })}
                  className={inputClasses(Boolean(errors?.checkedOn))}
                />
              )}
            </FormField>
          </div>
          <FormField
            className="min-w-0"
            label="Order ends on (optional)"
            hint="The last day the order is in force, when its source gives one. After it the site says the order has expired."
            error={errors?.orderEndsOn?.message}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                value={value.orderEndsOn}
                onChange={(event) => update({ orderEndsOn: event.target.value })}
                className={cn(inputClasses(Boolean(errors?.orderEndsOn)), 'sm:max-w-xs')}
              />
            )}
          </FormField>
          <FormField
            className="min-w-0"
            label="Source"
            hint="For example the council's dog control order."
            error={errors?.source?.message}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={300}
                value={value.source}
                onChange={(event) => update({ source: event.target.value })}
                className={inputClasses(Boolean(errors?.source))}
              />
            )}
          </FormField>
          <FormField className="min-w-0" label="Source link" error={errors?.sourceUrl?.message}>
            {(control) => (
              <input
                {...control}
                type="url"
                inputMode="url"
                maxLength={500}
                value={value.sourceUrl}
                onChange={(event) => update({ sourceUrl: event.target.value })}
                className={inputClasses(Boolean(errors?.sourceUrl))}
              />
            )}
          </FormField>
        </div>
      )}

      <p className="rounded-lg bg-sea-50 px-3 py-2 text-sm text-sea-900">
        {today ? (
          <>
            <span className="font-semibold">The beach page says today:</span> {today.today}
            {today.nextChange && <> ({today.nextChange.text})</>}
          </>
        ) : (
          'Correct the rule above to see what the beach page will say.'
        )}
      </p>
    </section>
  );
}
