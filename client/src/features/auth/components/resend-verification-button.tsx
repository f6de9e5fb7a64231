import { MailCheck } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useResendVerification } from '../api/resend-verification';

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
        toast({
          title: 'Verification email sent',
          description: 'Check your inbox for a new verification link.',
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'The email could not be sent. Please try again.'),
          variant: 'error',
        }),
    });
  return (
    <Button variant={variant} size={size} onClick={send} disabled={resend.isPending}>
      <MailCheck aria-hidden="true" className="size-4" />
      {resend.isPending ? 'Sending...' : 'Resend verification email'}
    </Button>
  );
}
