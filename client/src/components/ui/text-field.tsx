import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FormField, inputClasses } from './form-field';

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
  const RevealIcon = revealed ? EyeOff : Eye;
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
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
              <RevealIcon aria-hidden="true" className="size-4" />
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
    </FormField>
  );
}

/** An e-mail address: the phone's e-mail keyboard, and the browser offers the saved address. */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

export interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'step'> {
  /** 1 for whole numbers, a fraction such as 0.01, or 'any'. */
  step: number | 'any';
}

/** A number: whole numbers get the phone's digit pad, the others a pad with a decimal point. */
export function NumberField({ step, ...props }: NumberFieldProps) {
  const inputMode = Number.isInteger(step) ? 'numeric' : 'decimal';
  return <TextField type="number" inputMode={inputMode} step={step} {...props} />;
}
