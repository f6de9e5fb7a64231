import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { adminLoginSchema, type AdminLoginInput } from '@shared/admin-session';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/form-errors';
import { useAdminLogin } from '../api/admin-session';
import { useFieldProps } from '@/lib/use-field-props';
import { AccountForm, PasswordField, useProofOfWork } from '@/features/auth';
import type { SubmitWords } from '@/components/ui/dialog-form';

const signInButton: SubmitWords = { label: 'Sign In', pending: 'Signing in...' };

/** The administrator's sign-in: username and password; a failure is an alert above the form. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useAdminLogin();
  const form = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const field = useFieldProps(form);
  const proofOfWork = useProofOfWork();

  const submit = async (input: AdminLoginInput) => {
    try {
      await login.mutateAsync({ ...input, captcha: proofOfWork.captcha });
      onSignedIn();
    } catch (error) {
      // The alert below shows the failure; the password is cleared for the next try.
      proofOfWork.afterFailure(error);
      form.resetField('password');
    }
  };

  return (
    <AccountForm onSubmit={form.handleSubmit(submit)} mutation={login} button={signInButton}>
      {login.isError && (
        <div
          role="alert"
          className="flex gap-2 rounded-xl border border-banned/30 bg-banned-bg p-4 font-medium text-banned"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {serverMessage(login.error, 'Login failed')}
        </div>
      )}
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field('username')}
      />
      <PasswordField {...field('password')} />
      {proofOfWork.widget}
    </AccountForm>
  );
}
