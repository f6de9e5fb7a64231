import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { SignInRequired, useKnownSignedOut, useUser } from '@/features/auth';
import { CheckingSignIn } from './account-page';

const FeedbackPage = lazy(() => import('./community-feedback-page'));

/** /community/feedback?beachId&beachName: feedback on a beach, or on the site in general. */
export function CommunityFeedbackRoute() {
  const { pathname, search } = useLocation();
  const user = useUser();
  const knownSignedOut = useKnownSignedOut();

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
    <Suspense fallback={<CheckingSignIn title="Share your feedback" />}>
      <FeedbackPage user={user.data} />
    </Suspense>
  );
}
