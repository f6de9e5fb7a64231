import { FormField, inputClasses } from '@/components/ui/form-field';
import type { DogRulePeriodFormValues } from '../lib/beach-form';
import { CheckboxRow, type PeriodErrors } from './dog-rule-controls';

const defaultHours = { from: '10:00', to: '18:00' };

interface PeriodTimesProps {
  /** "Period 1": read before each control's own label by assistive technology. */
  name: string;
  hours: DogRulePeriodFormValues['hours'];
  errors: NonNullable<PeriodErrors>['hours'];
  onChange: (hours: DogRulePeriodFormValues['hours']) => void;
}

/** Whether a period covers only certain hours of the day, and which: 10:00 to 18:00 to begin. */
export function PeriodTimes({ name, hours, errors, onChange }: PeriodTimesProps) {
  const time = (edge: 'from' | 'to', label: string) => (
    <FormField className="min-w-0" label={label} prefix={name} error={errors?.[edge]?.message}>
      {(control) => (
        <input
          {...control}
          type="time"
          value={hours?.[edge] ?? ''}
          onChange={(event) =>
            onChange({ from: hours?.from ?? '', to: hours?.to ?? '', [edge]: event.target.value })
          }
          className={inputClasses(Boolean(errors?.[edge]))}
        />
      )}
    </FormField>
  );
  return (
    <div className="space-y-3">
      <CheckboxRow
        checked={hours !== null}
        onChange={(checked) => onChange(checked ? { ...defaultHours } : null)}
      >
        <span>
          <span className="sr-only">{name}: </span>Only at certain times of day
        </span>
      </CheckboxRow>
      {hours && (
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          {time('from', 'From time')}
          {time('to', 'Until time')}
        </div>
      )}
    </div>
  );
}
