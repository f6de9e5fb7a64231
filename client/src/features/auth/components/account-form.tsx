import type { FormEvent, ReactNode } from 'react';
import { CheckedForm } from '@/components/form/checked-form';
import { Button } from '@/components/ui/button';
import type { SubmitWords } from '@/components/ui/dialog-form';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

interface AccountFormProps {
  /** Called with the submit event (react-hook-form's handleSubmit); the page does not reload. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  /** The call the form makes: its button waits while it runs. */
  mutation: { isPending: boolean };
  button: SubmitWords;
  children: ReactNode;
}

/** A sign-in or account form: checked by the page, its fields, then one wide submit button. */
export function AccountForm({ onSubmit, mutation, button, children }: AccountFormProps) {
  return (
    <CheckedForm onSubmit={onSubmit} className="space-y-4">
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? button.pending : button.label}
      </Button>
    </CheckedForm>
  );
}

type PasswordProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>;

/** The password of an existing account, for the browser's password manager to fill in. */
export function PasswordField(props: PasswordProps) {
  return <TextField label="Password" type="password" autoComplete="current-password" {...props} />;
}

/** A new password and the same again, each with its own errors. */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels,
}: {
  password: PasswordProps;
  confirmPassword: PasswordProps;
  labels: { password: string; confirmPassword: string };
}) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters, and not a common password."
        {...password}
      />
      <TextField
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...confirmPassword}
      />
    </>
  );
}
