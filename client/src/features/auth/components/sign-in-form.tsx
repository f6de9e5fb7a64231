import { zodResolver } from '@hookform/resolvers/zod';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { authMessages, signInSchema, type SignInInput } from '@shared/auth';
import { needsVerification } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useLogin } from '../api/login';
import { useProofOfWork } from './proof-of-work';
import { ResendVerificationButton } from './resend-verification-button';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { useFieldProps } from '@/lib/use-field-props';
import { useServerErrors } from '@/lib/use-server-errors';
import { EmailField } from '@/components/ui/text-field';
import { AccountForm, PasswordField } from './account-form';
import type { SubmitWords } from '@/components/ui/dialog-form';

const signInButton: SubmitWords = { label: 'Sign In', pending: 'Signing in...' };

/** The Sign In tab: e-mail and password, and the way out for a forgotten password. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useLogin();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const field = useFieldProps(form);
  const showServerErrors = useServerErrors(form);
  const proofOfWork = useProofOfWork();

  const submit = async (input: SignInInput) => {
    setUnverifiedEmail(null);
    try {
      await signIn.mutateAsync({ ...input, captcha: proofOfWork.captcha });
      successToast('Welcome back!', 'You have successfully signed in.');
      onSignedIn();
    } catch (error) {
      proofOfWork.afterFailure(error);
      if (needsVerification(error)) {
        setUnverifiedEmail(input.email);
        toast({
          title: 'Email verification required',
          description: 'Please check your email and click the verification link before logging in.',
          variant: 'error',
        });
        return;
      }
      showServerErrors(error);
      failureToast('Sign in failed', error, 'Please check your credentials and try again.');
    }
  };

  return (
    <AccountForm onSubmit={form.handleSubmit(submit)} mutation={signIn} button={signInButton}>
      {unverifiedEmail && (
        <div
          role="alert"
          className="space-y-3 rounded-xl border border-seasonal/30 bg-seasonal-bg p-4"
        >
          <p className="flex gap-2 font-semibold text-ink">
            <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-seasonal" />
            {authMessages.verificationRequired}
          </p>
          <p className="text-ink-muted">
            No email from us? Check your spam folder, or ask for a new link.
          </p>
          <ResendVerificationButton email={unverifiedEmail} />
        </div>
      )}
      <EmailField {...field('email')} />
      <PasswordField {...field('password')} />
      {proofOfWork.widget}
      <p>
        <Link
          to="/forgot-password"
          className="font-semibold text-sea-700 underline underline-offset-4"
        >
          Forgot your password?
        </Link>
      </p>
    </AccountForm>
  );
}
