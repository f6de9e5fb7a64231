import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { adminLoginSchema, type AdminLoginInput } from '@shared/admin';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/form-errors';
import { useProofOfWork } from '@/features/auth';
import { useAdminLogin } from '../api/admin-session';
import { useFieldProps } from '@/lib/use-field-props';

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
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="space-y-4"
    >
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
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      {proofOfWork.widget}
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
