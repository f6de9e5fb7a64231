import { useId, useState } from 'react';
import { listDayRange, parseListDay } from '@shared/list-day';

interface DayDateBoxProps {
  label: string;
  /** The chosen day, YYYY-MM-DD, or '' for none. */
  value: string;
  /** A whole date from today to a year ahead (London) was typed or picked. */
  onDay: (day: string) => void;
  className?: string;
}

/**
 * A date box for a day a page speaks of, today to a year ahead. It keeps what is being typed;
 * only a whole date in that range is passed on, and a change from elsewhere shows at once.
 */
export function DayDateBox({ label, value, onDay, className = '' }: DayDateBoxProps) {
  const id = useId();
  const { first, last } = listDayRange();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value) setDraft(value);
  }
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        min={first}
        max={last}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          const day = parseListDay(event.target.value);
          if (day) onDay(day);
        }}
        className="min-h-11 w-full max-w-xs rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-xs hover:border-sea-300"
      />
    </div>
  );
}
