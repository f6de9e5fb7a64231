import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FormField, inputClasses } from './form-field';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box with its hint and error. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  ...props
}: TextareaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea
          ref={ref}
          rows={4}
          className={inputClasses(Boolean(error), 'min-h-24 resize-y')}
          {...control}
          {...props}
        />
      )}
    </FormField>
  );
}
