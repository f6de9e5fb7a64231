import { Plus } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  newDogRule,
  newDogRulePeriod,
  validDogRule,
  type DogRuleFormValues,
} from '../lib/beach-form';
import { CheckboxRow, type DogRuleErrors } from './dog-rule-controls';
import { PeriodEditor } from './dog-rule-period';
import { DogRulePreview } from './dog-rule-preview';
import { RuleSourceFields } from './dog-rule-source-fields';

export type { DogRuleErrors } from './dog-rule-controls';

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
 * type alone says it. Below, what the beach page will say.
 */
export function DogRuleEditor({ value, onChange, errors, accessType }: DogRuleEditorProps) {
  const headingId = useId();
  // Turning the rule off and on again within one edit gives the same rule back.
  const lastRule = useRef<DogRuleFormValues | null>(null);

  const update = (changes: Partial<DogRuleFormValues>) =>
    value && onChange({ ...value, ...changes });
  const toggle = (on: boolean) => {
    if (on) {
      onChange(lastRule.current ?? newDogRule());
    } else {
      lastRule.current = value;
      onChange(null);
    }
  };

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
      <CheckboxRow checked={value !== null} onChange={toggle}>
        Use a structured dog rule
      </CheckboxRow>
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
          <CheckboxRow
            checked={value.leadOutsideBan}
            onChange={(leadOutsideBan) => update({ leadOutsideBan })}
          >
            Dogs on leads at all other times
          </CheckboxRow>
          <RuleSourceFields value={value} errors={errors} update={update} />
        </div>
      )}

      <DogRulePreview rule={validDogRule(value)} accessType={accessType} />
    </section>
  );
}
