import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { userQueryKey } from '../api/get-user';

type Outcome =
  { verified: true; firstName: string; email: string } | { verified: false; error: string };

const verificationParams = ['verified', 'firstName', 'email', 'error'];
const defaultError = 'Verification failed. Please try the link again or contact support.';

function readOutcome(params: URLSearchParams): Outcome | null {
  const verified = params.get('verified');
  if (verified === 'true') {
    return {
      verified: true,
      firstName: params.get('firstName') ?? '',
      email: params.get('email') ?? '',
    };
  }
  if (verified === 'false') return { verified: false, error: params.get('error') || defaultError };
  return null;
}

/**
 * The home page's answer to a verification link: '/?verified=true&firstName&email' or
 * '/?verified=false&error'. The outcome is read once, the query string removed at once (other
 * parameters stay), and the dialog stays until 'Got it'.
 */
export function VerificationDialog() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(() => readOutcome(params));

  useEffect(() => {
    if (!verificationParams.some((name) => params.has(name))) return;
    // The outcome was read into state on the first render (a verification link is a full load).
    if (params.get('verified') === 'true') {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of verificationParams) next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [params, setParams, queryClient]);

  if (!outcome) return null;
  const close = () => setOutcome(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
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
      footer={<Button onClick={close}>Got it</Button>}
    />
  );
}
