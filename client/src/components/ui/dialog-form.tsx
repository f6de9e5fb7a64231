import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from './button';
import { cn } from './class-names';

/** What a submit button says, and says while its form is being sent. */
export interface SubmitWords {
  label: string;
  pending: string;
}

export interface DialogFormProps {
  /** Called with the submit event (react-hook-form's handleSubmit too); the page does not reload. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  onCancel: () => void;
  /** The call the form makes: the submit button waits while it runs. */
  mutation: { isPending: boolean };
  button: SubmitWords;
  /** Disables the submit button for another reason (nothing to send yet, an upload running). */
  disabled?: boolean;
  className?: string;
  /** The buttons' row: its spacing from the fields. */
  actionsClassName?: string;
  id?: string;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/** A dialog's form: checked by the page (noValidate), its fields, then Cancel and submit. */
export function DialogForm({
  onSubmit,
  onCancel,
  mutation,
  button,
  disabled = false,
  className = 'space-y-4',
  actionsClassName,
  id,
  ref,
  children,
}: DialogFormProps) {
  return (
    <form
      ref={ref}
      id={id}
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
    >
      {children}
      <div className={cn('flex flex-wrap justify-end gap-2', actionsClassName)}>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending || disabled}>
          {mutation.isPending ? button.pending : button.label}
        </Button>
      </div>
    </form>
  );
}
