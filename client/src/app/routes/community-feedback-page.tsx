import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '@shared/auth';
import { compareEnglish } from '@shared/english-order';
import { useBeaches } from '@/features/beaches/api/get-beaches';
import { FeedbackForm } from '@/features/feedback/forms';
import { AccountPage, BackLink, fixedBeachFrom } from './account-page';

/**
 * The feedback page of a signed-in member: the form, about the beach the link fixed or one chosen
 * here. A chunk of its own, loaded by community-feedback.tsx once someone is signed in, so a
 * signed-out visitor's page neither loads the form nor fetches the list of beaches.
 */
export default function FeedbackPage({ user }: { user: User }) {
  const [params] = useSearchParams();
  const fixedBeach = fixedBeachFrom(params);
  const beaches = useBeaches();
  const choices = useMemo(
    () =>
      (beaches.data ?? [])
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => compareEnglish(a.name, b.name)),
    [beaches.data],
  );

  return (
    <AccountPage
      title="Share your feedback"
      intro={
        fixedBeach
          ? `What should other dog owners know about ${fixedBeach.name}?`
          : 'About a beach, or about this site: every note helps.'
      }
    >
      {!user.emailVerified && (
        <p role="alert" className="mb-4 rounded-xl bg-seasonal-bg p-3">
          Verify your email address first: use the link we sent to {user.email}.
        </p>
      )}
      <FeedbackForm fixedBeach={fixedBeach} beaches={choices} />
      <p className="mt-5 border-t border-line pt-4">
        <BackLink
          beach={fixedBeach}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea-700"
        />
      </p>
    </AccountPage>
  );
}
