import { MailCheck } from 'lucide-react';
import { OutcomePanel } from '@/components/ui/outcome-panel';
import { Button } from '@/components/ui/button';
import { ResendVerificationButton } from './resend-verification-button';

/** After registering: the link is on its way; nothing else to do here but wait or resend. */
export function CheckEmailPanel({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <OutcomePanel
      tone="success"
      icon={MailCheck}
      title="Check your email!"
      actions={
        <>
          <ResendVerificationButton email={email} />
          <Button variant="ghost" size="sm" onClick={onBack}>
            Back to Sign In
          </Button>
        </>
      }
    >
      We’ve sent a verification link to <strong className="text-ink">{email}</strong>. Open it to
      finish your registration, then sign in. The link works for 24 hours.
    </OutcomePanel>
  );
}
