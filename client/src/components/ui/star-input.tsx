import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from './class-names';

interface StarInputProps {
  legend: string;
  /** 1 to 5; anything else (0, NaN) shows no star chosen. */
  value: number;
  onChange: (value: number) => void;
  error?: string;
  name?: string;
}

/**
 * Choose 1 to 5 stars: a group of radio buttons drawn as stars, so arrow keys, screen readers and
 * forms treat it as the choice it is.
 */
export function StarInput({ legend, value, onChange, error, name }: StarInputProps) {
  const generated = useId();
  const groupName = name ?? generated;
  const errorId = `${groupName}-error`;
  // Nothing is chosen until the user picks (a form may start with no value).
  const chosen = Number.isInteger(value) && value >= 1 && value <= 5;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-1.5">
      <legend className="font-semibold text-ink">{legend}</legend>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-banned">
          {error}
        </p>
      )}
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sea-500"
          >
            <input
              type="radio"
              name={groupName}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors',
                stars <= value ? 'fill-amber-400 text-amber-500' : 'text-ink-muted/40',
              )}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-ink-muted" aria-hidden="true">
          {chosen ? `${value} of 5` : 'No stars yet'}
        </span>
      </div>
    </fieldset>
  );
}
