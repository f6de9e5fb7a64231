import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from './class-names';

export const inputClasses = (invalid: boolean, className?: string) =>
  cn(
    'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink shadow-xs',
    'placeholder:text-ink-muted/70 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sea-500',
    'disabled:cursor-not-allowed disabled:bg-sand-50',
    invalid ? 'border-banned' : 'border-ink-muted/50',
    className,
  );

export interface FieldProps {
  label: string;
  /** The field's error, shown beside it and announced with it. */
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A label, a control, its hint and its error, linked for assistive technology (GOV.UK style). */
export function Field({ label, error, hint, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-banned">
          {error}
        </p>
      )}
      {children({
        id: controlId,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
    </div>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its error; password fields get a Show/Hide button. */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  type,
  ref,
  ...props
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) =>
        isPassword ? (
          <div className="relative">
            <input
              ref={ref}
              type={revealed ? 'text' : 'password'}
              className={inputClasses(Boolean(error), 'pr-20')}
              {...control}
              {...props}
            />
            <button
              type="button"
              onClick={() => setRevealed((shown) => !shown)}
              aria-pressed={revealed}
              aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
              className="absolute inset-y-0 right-0 flex min-w-11 items-center justify-center gap-1 rounded-r-lg px-3 text-sm font-semibold text-sea-700 hover:bg-sea-50"
            >
              {revealed ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
              {revealed ? 'Hide' : 'Show'}
            </button>
          </div>
        ) : (
          <input
            ref={ref}
            type={type}
            className={inputClasses(Boolean(error))}
            {...control}
            {...props}
          />
        )
      }
    </Field>
  );
}
