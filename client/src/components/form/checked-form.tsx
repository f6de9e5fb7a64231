import type { FormEvent, FormHTMLAttributes, Ref } from 'react';

export interface CheckedFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  /** Called with the submit event (react-hook-form's handleSubmit too); the page does not reload. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form the page checks itself (noValidate: the fields show the site's own messages, not the
 * browser's bubbles); sending it never reloads the page.
 */
export function CheckedForm({ onSubmit, ref, ...props }: CheckedFormProps) {
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
      {...props}
    />
  );
}
