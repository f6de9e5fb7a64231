import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ResendVerificationButton } from './resend-verification-button';

/** After registering: the link is on its way; nothing else to do here but wait or resend. */
export function CheckEmailPanel({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <div role="status" className="space-y-4 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-allowed-bg">
        <MailCheck aria-hidden="true" className="size-7 text-allowed" />
      </span>
      <h2 className="text-xl font-bold">Check your email!</h2>
      <p className="text-ink-muted">
        We’ve sent a verification link to <strong className="text-ink">{email}</strong>. Open it to
        finish your registration, then sign in. The link works for 24 hours.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <ResendVerificationButton email={email} />
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back to Sign In
        </Button>
      </div>
    </div>
  );
}
