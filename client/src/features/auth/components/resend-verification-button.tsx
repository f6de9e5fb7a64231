import { MailCheck } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useResendVerification } from '../api/resend-verification';
import { failureToast, successToast } from '@/lib/outcome-toasts';

/** Asks for a new verification link: for `email`, or for the signed-in user without one. */
export function ResendVerificationButton({
  email,
  variant = 'secondary',
  size = 'sm',
}: {
  email?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(email ? { email } : undefined, {
      onSuccess: () =>
        successToast('Verification email sent', 'Check your inbox for a new verification link.'),
      onError: (error) =>
        failureToast('Error', error, 'The email could not be sent. Please try again.'),
    });
  return (
    <Button variant={variant} size={size} onClick={send} disabled={resend.isPending}>
      <MailCheck aria-hidden="true" className="size-4" />
      {resend.isPending ? 'Sending...' : 'Resend verification email'}
    </Button>
  );
}
