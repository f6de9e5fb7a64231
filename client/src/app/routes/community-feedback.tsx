import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SignInRequired, useKnownSignedOut, useUser } from '@/features/auth';
import { useBeaches } from '@/features/beaches/api/get-beaches';
import { compareEnglish } from '@shared/english-order';
import { FeedbackForm } from '@/features/feedback/forms';
import { AccountPage, BackLink, CheckingSignIn, fixedBeachFrom } from './account-page';

/** /community/feedback?beachId&beachName: feedback on a beach, or on the site in general. */
export function CommunityFeedbackRoute() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const user = useUser();
  const knownSignedOut = useKnownSignedOut();
  const fixedBeach = fixedBeachFrom(params);
  const beaches = useBeaches();
  const choices = useMemo(
    () =>
      (beaches.data ?? [])
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => compareEnglish(a.name, b.name)),
    [beaches.data],
  );

  if (user.isPending && !knownSignedOut) return <CheckingSignIn title="Share your feedback" />;
  if (!user.data) {
    return (
      <SignInRequired
        pageTitle="Share your feedback"
        href={`/api/login?returnTo=${encodeURIComponent(pathname + search)}`}
        text="Sign in to share feedback about a beach or about the site."
      />
    );
  }
  return (
    <AccountPage
      title="Share your feedback"
      intro={
        fixedBeach
          ? `What should other dog owners know about ${fixedBeach.name}?`
          : 'About a beach, or about this site: every note helps.'
      }
    >
      {!user.data.emailVerified && (
        <p role="alert" className="mb-4 rounded-xl bg-seasonal-bg p-3">
          Verify your email address first: use the link we sent to {user.data.email}.
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
