import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FormField, inputClasses } from './form-field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** Read before the label (not shown), to tell one group's selects from another's. */
  prefix?: string;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}

/** A native select's options, each value with the words it shows. */
export function SelectOptions({
  options,
}: {
  options: readonly { value: string | number; label: string | number }[];
}) {
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** A labelled native select: the phone's own picker, keyboard and screen-reader support. */
export function SelectField({
  label,
  prefix,
  error,
  hint,
  options,
  id,
  className,
  ref,
  ...props
}: SelectFieldProps) {
  return (
    <FormField
      label={label}
      prefix={prefix}
      error={error}
      hint={hint}
      id={id}
      className={className}
    >
      {(control) => (
        <select ref={ref} className={inputClasses(Boolean(error))} {...control} {...props}>
          <SelectOptions options={options} />
        </select>
      )}
    </FormField>
  );
}
