import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { emailOnlySchema, type EmailOnlyInput } from '@shared/auth';
import { OutcomePanel } from '@/components/ui/outcome-panel';
import { Button } from '@/components/ui/button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { useFieldProps } from '@/lib/use-field-props';
import { EmailField } from '@/components/ui/text-field';
import { AccountForm } from './account-form';
import type { SubmitWords } from '@/components/ui/dialog-form';

const sendLinkButton: SubmitWords = { label: 'Send Reset Link', pending: 'Sending...' };

/** /forgot-password: the form, then 'Check your email' with Try Again. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailOnlyInput>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  const field = useFieldProps(form);

  const submit = async (input: EmailOnlyInput) => {
    try {
      await request.mutateAsync(input);
      successToast('Reset link sent', 'Check your email for password reset instructions.');
      setSentTo(input.email);
    } catch (error) {
      failureToast('Error', error, 'Failed to send reset email. Please try again.');
    }
  };

  if (sentTo) {
    return (
      <OutcomePanel
        tone="success"
        icon={MailCheck}
        title="Check your email"
        actions={
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            Try Again
          </Button>
        }
      >
        If an account exists for <strong className="text-ink">{sentTo}</strong>, we have sent it a
        link to choose a new password. The link works for 1 hour.
      </OutcomePanel>
    );
  }

  return (
    <AccountForm onSubmit={form.handleSubmit(submit)} mutation={request} button={sendLinkButton}>
      <p className="text-ink-muted">
        Enter the email address of your account and we will send you a link to reset your password.
      </p>
      <EmailField {...field('email')} />
    </AccountForm>
  );
}
