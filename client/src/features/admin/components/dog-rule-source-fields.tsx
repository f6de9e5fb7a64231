import { cn } from '@/components/ui/class-names';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import type { DogRuleFormValues } from '../lib/beach-form';
import type { DogRuleErrors } from './dog-rule-controls';

const setByLabels = { council: 'Council', landowner: 'Landowner', none: 'No one' } as const;
const setByOptions = Object.entries(setByLabels).map(([value, label]) => ({ value, label }));
const isSetBy = (value: string): value is DogRuleFormValues['setBy'] => value in setByLabels;

type TextKey = 'checkedOn' | 'orderEndsOn' | 'source' | 'sourceUrl';

interface RuleSourceFieldsProps {
  value: DogRuleFormValues;
  errors: DogRuleErrors | undefined;
  update: (changes: Partial<DogRuleFormValues>) => void;
}

/** Who set the rule, when it was checked, when its order ends, and where it is written. */
export function RuleSourceFields({ value, errors, update }: RuleSourceFieldsProps) {
  const text = (
    key: TextKey,
    label: string,
    input: { type: string; maxLength?: number; inputMode?: 'url'; className?: string },
    hint?: string,
  ) => (
    <FormField className="min-w-0" label={label} hint={hint} error={errors?.[key]?.message}>
      {(control) => (
        <input
          {...control}
          type={input.type}
          maxLength={input.maxLength}
          inputMode={input.inputMode}
          value={value[key]}
          onChange={(event) => update({ [key]: event.target.value })}
          className={cn(inputClasses(Boolean(errors?.[key])), input.className)}
        />
      )}
    </FormField>
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          className="min-w-0"
          label="Rule set by"
          error={errors?.setBy?.message}
          value={value.setBy}
          options={setByOptions}
          onChange={(event) =>
            update({ setBy: isSetBy(event.target.value) ? event.target.value : 'council' })
          }
        />
        {text('checkedOn', 'Checked on', { type: 'date' })}
      </div>
      {text(
        'orderEndsOn',
        'Order ends on (optional)',
        { type: 'date', className: 'sm:max-w-xs' },
        'The last day the order is in force, when its source gives one. After it the site says the order has expired.',
      )}
      {text(
        'source',
        'Source',
        { type: 'text', maxLength: 300 },
        "For example the council's dog control order.",
      )}
      {text('sourceUrl', 'Source link', { type: 'url', inputMode: 'url', maxLength: 500 })}
    </>
  );
}
