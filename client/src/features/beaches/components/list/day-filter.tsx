import { useId, useState } from 'react';
import { listDayChoices } from '@shared/list-day';
import { DayDateBox } from './day-date-box';

type QuickChoice = 'today' | 'tomorrow' | 'saturday';
type Choice = 'any' | QuickChoice | 'pick';

const quickChoices: { key: QuickChoice; label: string }[] = [
  { key: 'today', label: 'Today' },
  { key: 'tomorrow', label: 'Tomorrow' },
  { key: 'saturday', label: 'Saturday' },
];

interface DayFilterProps {
  /** The chosen day, YYYY-MM-DD, or null for any day. */
  value: string | null;
  /** Beaches allowing dogs by day; undefined while the beaches load. */
  counts: Record<string, number> | undefined;
  onChange: (day: string | null) => void;
}

const optionClasses =
  'relative inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-full border border-line bg-white px-4 text-sm font-medium text-ink hover:border-sea-300 has-checked:border-sea-600 has-checked:bg-sea-600 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-sea-500';

/**
 * "Dogs allowed on": any day, today, tomorrow, the coming Saturday or a picked date, as radio
 * buttons (arrow keys move between them) that wrap on a phone rather than scroll.
 */
export function DayFilter({ value, counts, onChange }: DayFilterProps) {
  const id = useId();
  // London's day, the same on the server's render and in the browser.
  const days = listDayChoices();
  // On a Friday Tomorrow and Saturday are one day: the one the visitor chose stays checked, as
  // does Pick a date until a date is typed; a change from elsewhere (a chip) shows as it reads.
  const [chosen, setChosen] = useState<{ choice: Choice; day: string | null } | null>(null);
  const read: Choice =
    value === null ? 'any' : (quickChoices.find(({ key }) => days[key] === value)?.key ?? 'pick');
  const shown = chosen && chosen.day === value ? chosen.choice : read;

  const choose = (choice: Choice, day: string | null) => {
    setChosen({ choice, day });
    // Always passed on: `value` may not yet show the previous tap (the list drops a non-change).
    onChange(day);
  };

  const option = (choice: Choice, label: string, day: string | null, counted = day) => (
    <label key={choice} className={optionClasses}>
      <input
        type="radio"
        name={`${id}-day`}
        // Over the whole pill, unseen: a tap anywhere on it is a tap on the radio button itself.
        className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full opacity-0"
        checked={shown === choice}
        onChange={() => choose(choice, day)}
      />
      {label}{' '}
      {counted !== null && counts && <span className="opacity-75">({counts[counted] ?? 0})</span>}
    </label>
  );

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">Dogs allowed on</legend>
      <div className="flex flex-wrap gap-2">
        {option('any', 'Any day', null)}
        {quickChoices.map(({ key, label }) => option(key, label, days[key]))}
        {option('pick', 'Pick a date', value, shown === 'pick' ? value : null)}
      </div>
      {shown === 'pick' && (
        <DayDateBox
          label="Date"
          value={value ?? ''}
          onDay={(day) => choose('pick', day)}
          className="mt-3"
        />
      )}
    </fieldset>
  );
}
