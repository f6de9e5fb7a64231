import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { StarInput } from '@/components/ui/star-input';

interface StarRatingFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Output,
> extends Pick<UseControllerProps<Values, Name, Output>, 'control' | 'name'> {
  legend: string;
}

/** A form's 1-to-5 star rating: the stars hold the field's value and show its error. */
export function StarRatingField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Output = Values,
>({ control, name, legend }: StarRatingFieldProps<Values, Name, Output>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <StarInput
      legend={legend}
      value={Number(field.value)}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
