import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@shared/auth';
import { OutcomePanel } from '@/components/ui/outcome-panel';
import { buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { useFieldProps } from '@/lib/use-field-props';
import { useServerErrors } from '@/lib/use-server-errors';
import { AccountForm, NewPasswordFields } from './account-form';
import type { SubmitWords } from '@/components/ui/dialog-form';

const resetButton: SubmitWords = { label: 'Reset Password', pending: 'Resetting...' };

/** The two ends of a reset: the link could not be used, or the password is changed. */
const outcomes = {
  invalid: {
    tone: 'error',
    icon: CircleAlert,
    title: 'Invalid Reset Link',
    text: 'This password reset link is invalid or has expired. Reset links work once, for 1 hour.',
    next: { to: '/forgot-password', label: 'Request a new link' },
  },
  done: {
    tone: 'success',
    icon: CircleCheck,
    title: 'Password Reset Complete',
    text: 'Your password has been changed. Sign in with the new one.',
    next: { to: '/auth', label: 'Continue to Sign In' },
  },
} as const;

/** How a reset ended, with a link, drawn as the panel's main button, to the way on. */
function ResetOutcome({ outcome }: { outcome: keyof typeof outcomes }) {
  const { text, next, ...panel } = outcomes[outcome];
  return (
    <OutcomePanel
      {...panel}
      actions={
        <Link to={next.to} className={buttonClasses()}>
          {next.label}
        </Link>
      }
    >
      {text}
    </OutcomePanel>
  );
}

/** /reset-password?token=…: the new password twice, then 'Password Reset Complete'. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const reset = useResetPassword();
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = useFieldProps(form);
  const showServerErrors = useServerErrors(form);

  const submit = async (input: ResetPasswordFormInput) => {
    if (!token) return;
    try {
      await reset.mutateAsync({ token, ...input });
      successToast('Password reset successful');
      setState('done');
    } catch (error) {
      // The server's own rules (a common password) go under their field, as the form's would.
      showServerErrors(error);
      failureToast('Reset failed', error, 'Failed to reset password. Please try again.');
      // A used, expired or made-up token cannot be mended by typing again.
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        !('errors' in safeJson(error.body))
      ) {
        setState('invalid');
      }
    }
  };

  if (state !== 'form') return <ResetOutcome outcome={state} />;
  return (
    <AccountForm onSubmit={form.handleSubmit(submit)} mutation={reset} button={resetButton}>
      <NewPasswordFields
        password={field('password')}
        confirmPassword={field('confirmPassword')}
        labels={{ password: 'New password', confirmPassword: 'Confirm new password' }}
      />
    </AccountForm>
  );
}

function safeJson(text: string): object {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}
