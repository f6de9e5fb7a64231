import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import type { PlanResult } from '@shared/plan';
import { Button } from '@/components/ui/button';
import { calendarFileName, downloadFile, walkCalendarFile } from '../lib/calendar';
import { windowSpan } from '../lib/plan-text';

/** Saves one walk window as an .ics file a calendar app opens. */
export function AddToCalendar({
  date,
  result,
  window,
}: {
  date: string;
  result: PlanResult;
  window: PlanResult['windows'][number];
}) {
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setFailed(false);
    try {
      const text = await walkCalendarFile(result, window, location.origin);
      downloadFile(calendarFileName(date, result, window), text, 'text/calendar;charset=utf-8');
    } catch {
      setFailed(true);
    }
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button variant="secondary" size="sm" onClick={() => void save()}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        Add to calendar
        <span className="sr-only">
          : {result.beach.name}, {windowSpan(window)}
        </span>
      </Button>
      {failed && (
        <span role="alert" className="text-sm font-semibold text-banned">
          The calendar file could not be made. Please try again.
        </span>
      )}
    </span>
  );
}
