import { useId, type ReactNode } from 'react';
import { cn } from './class-names';

export const inputClasses = (invalid: boolean, className?: string) =>
  cn(
    'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink shadow-xs',
    'placeholder:text-ink-muted/70 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sea-500',
    'disabled:cursor-not-allowed disabled:bg-sand-50',
    invalid ? 'border-banned' : 'border-ink-muted/50',
    className,
  );

/** A field's error in words, with the id its control's aria-describedby points at. */
export const FieldError = ({ id, message }: { id: string; message: string | undefined }) =>
  message ? (
    <p id={id} className="text-sm font-semibold text-banned">
      {message}
    </p>
  ) : null;

/** What a control needs to be named and described by its FormField. */
export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  /** Words read before the label (not shown), to tell one group's inputs from another's. */
  prefix?: string;
  /** The field's error, shown beside it and announced with it. */
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A label, a control, its hint and its error, linked for assistive technology (GOV.UK style). */
export function FormField({ label, prefix, error, hint, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block font-semibold text-ink">
        {prefix && <span className="sr-only">{prefix} </span>}
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
      {children({
        id: controlId,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
    </div>
  );
}
