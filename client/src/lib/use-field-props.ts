import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * `field(name)`: a control's registration and its error message, to spread into a TextField,
 * SelectField or TextareaField. Read in render, so the form shows errors as they change.
 */
export function useFieldProps<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'register' | 'formState'>,
) {
  const { errors } = form.formState;
  return (name: Path<Values>) => ({
    ...form.register(name),
    error: get<FieldErrors<Values>, { message?: string } | undefined>(errors, name)?.message,
  });
}
