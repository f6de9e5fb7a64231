import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { BeachFormValues } from '../lib/beach-form';

/** The messages react-hook-form holds for the rule and its periods. */
export type DogRuleErrors = FieldErrors<BeachFormValues>['dogRule'];
export type PeriodErrors = NonNullable<NonNullable<DogRuleErrors>['periods']>[number];

export const kindLabels = { ban: 'Dogs banned', lead: 'Dogs on leads' } as const;

export const smallLabel = 'block text-sm font-semibold text-ink';

const checkboxClasses =
  'size-5 shrink-0 rounded accent-sea-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-500';

/** One of the dog rule editor's checkboxes, its label a row at least 44 px high. */
export function CheckboxRow({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 font-semibold">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={checkboxClasses}
      />
      {children}
    </label>
  );
}
