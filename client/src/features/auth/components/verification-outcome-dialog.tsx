import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export type VerificationOutcome =
  { verified: true; firstName: string; email: string } | { verified: false; error: string };

/** What following a verification link did, until 'Got it' (verification-dialog.tsx). */
export function VerificationOutcomeDialog({
  outcome,
  onClose,
}: {
  outcome: VerificationOutcome | null;
  onClose: () => void;
}) {
  if (!outcome) return null;
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      hideClose
      title={
        <span className="flex items-center gap-2">
          {outcome.verified ? (
            <CircleCheck aria-hidden="true" className="size-6 text-allowed" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-6 text-banned" />
          )}
          {outcome.verified ? 'Email Verified Successfully!' : 'Verification Failed'}
        </span>
      }
      description={
        outcome.verified
          ? `Welcome${outcome.firstName ? `, ${outcome.firstName}` : ''}! Your email address${outcome.email ? ` ${outcome.email}` : ''} is verified. You can now upload photos, leave reviews and use all the community features.`
          : outcome.error
      }
      footer={<Button onClick={onClose}>Got it</Button>}
    />
  );
}
