import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyWhenOpen } from '@/components/ui/lazy-when-open';
import { userQueryKey } from '../api/get-user';
import type { VerificationOutcome } from './verification-outcome-dialog';

/**
 * The dialog's code (Radix Dialog and its focus trap) loads only when a verification link was
 * followed: the home page renders this on every visit, nearly always with nothing to show.
 */
const OutcomeDialog = lazyWhenOpen(
  () => import('./verification-outcome-dialog').then((module) => module.VerificationOutcomeDialog),
  ({ outcome }) => outcome !== null,
);

const verificationParams = ['verified', 'firstName', 'email', 'error'];
const defaultError = 'Verification failed. Please try the link again or contact support.';

function readOutcome(params: URLSearchParams): VerificationOutcome | null {
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
  const [outcome, setOutcome] = useState<VerificationOutcome | null>(() => readOutcome(params));

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

  return <OutcomeDialog outcome={outcome} onClose={() => setOutcome(null)} />;
}
