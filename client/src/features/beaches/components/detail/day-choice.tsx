import { useId } from 'react';
import type { QuickDay } from '@shared/dog-day';
import { formatWeekdayDayMonth } from '@shared/dog-rules';
import { listDayChoices } from '@shared/list-day';
import { addDays, formatLocalDate, parseLocalDate } from '@shared/london-time';
import { DayDateBox } from '../list/day-date-box';

interface DayChoiceProps {
  /** The day the card is about, YYYY-MM-DD. */
  date: string;
  /** The next Easter and half-terms the beach's rule moves with. */
  quickDays: readonly QuickDay[];
  onChange: (date: string) => void;
}

const shortDay = (date: string) => {
  const parsed = parseLocalDate(date);
  return parsed ? formatWeekdayDayMonth(parsed) : date;
};

/** Today, tomorrow, the coming weekend, the rule's moving dates, and the chosen day, each once. */
export function dayOptions(date: string, quickDays: readonly QuickDay[], now = new Date()) {
  const { today, tomorrow, saturday } = listDayChoices(now);
  const sunday = formatLocalDate(addDays(parseLocalDate(saturday)!, 1));
  const options = [
    { value: today, label: 'Today' },
    { value: tomorrow, label: 'Tomorrow' },
    { value: saturday, label: `Saturday (${shortDay(saturday)})` },
    { value: sunday, label: `Sunday (${shortDay(sunday)})` },
    ...quickDays.map((day) => ({ value: day.date, label: `${day.label} (${shortDay(day.date)})` })),
    { value: date, label: shortDay(date) },
  ];
  return options.filter(
    (option, index) => options.findIndex(({ value }) => value === option.value) === index,
  );
}

/**
 * "Going: Today ▾" and a date box: the day the beach page's top card speaks of. A quick choice is
 * one tap; any day up to a year ahead is a date away.
 */
export function DayChoice({ date, quickDays, onChange }: DayChoiceProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-going`} className="text-sm font-medium text-ink">
          Going
        </label>
        <select
          id={`${id}-going`}
          value={date}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 rounded-lg border border-line bg-white px-3 pr-8 text-base font-semibold text-ink shadow-xs hover:border-sea-300"
        >
          {dayOptions(date, quickDays).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <DayDateBox label="Or pick a date" value={date} onDay={onChange} className="w-44" />
    </div>
  );
}
