import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './form-errors';

/**
 * Puts each message of a failed save's 400 `errors[]` under the form's field of that name, as
 * the browser's own check would have; names the form does not hold are left to the toast.
 * The returned function says whether any field got a message.
 */
export function useServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'getValues' | 'setError'>,
) {
  const { getValues, setError } = form;
  return useCallback(
    (error: unknown) =>
      applyServerErrors(error, setError, Object.keys(getValues()) as Path<Values>[]),
    [getValues, setError],
  );
}
