import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from './button';
import { cn } from './class-names';

export interface FormActionsProps {
  onCancel: () => void;
  /** Whether the form is being sent: the submit button is disabled and says `pendingLabel`. */
  pending: boolean;
  label: ReactNode;
  pendingLabel: string;
  /** Disables the submit button for another reason (nothing to send yet, an upload running). */
  disabled?: boolean;
  className?: string;
}

/** A form's Cancel and submit buttons, at its end. */
export function FormActions({
  onCancel,
  pending,
  label,
  pendingLabel,
  disabled = false,
  className,
}: FormActionsProps) {
  return (
    <div className={cn('flex flex-wrap justify-end gap-2', className)}>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}

export interface DialogFormProps {
  /** Called with the submit event; the page does not reload. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  actions: FormActionsProps;
  className?: string;
  id?: string;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/** A dialog's form: checked by the page (noValidate), its fields, then Cancel and submit. */
export function DialogForm({
  onSubmit,
  actions,
  className = 'space-y-4',
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
        onSubmit(event);
      }}
    >
      {children}
      <FormActions {...actions} />
    </form>
  );
}
