import { RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { usePageSubtitle } from '@/components/layout/page-subtitle';
import { Button } from '@/components/ui/button';
import { SignInRequired, useKnownSignedOut, useUser } from '@/features/auth';
import { PageTitle } from '@/lib/page-title';

const ProfileSections = lazy(() => import('./profile-sections'));

/** The page while the browser asks who is signed in, and while their sections' code loads. */
function ProfileLoading() {
  return (
    <div className="py-10 text-center">
      <h1 className="text-2xl font-bold">Your profile</h1>
      <p role="status" className="mt-2 text-ink-muted">
        Loading profile...
      </p>
    </div>
  );
}

/** /profile: who is signed in, their beaches, and everything they have contributed. */
export function ProfileRoute() {
  const user = useUser();
  const knownSignedOut = useKnownSignedOut();
  usePageSubtitle('Your profile');
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle title="Your profile" />
      {user.isPending && !knownSignedOut ? (
        // What the server renders (as nobody) and the first render, until the browser knows who
        // is signed in.
        <ProfileLoading />
      ) : user.isError ? (
        <div role="alert" className="space-y-3 py-10 text-center">
          <p className="text-ink-muted">Your profile could not be loaded.</p>
          <Button variant="secondary" onClick={() => void user.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" /> Retry
          </Button>
        </div>
      ) : !user.data ? (
        <SignInRequired
          href={`/api/login?returnTo=${encodeURIComponent('/profile')}`}
          text="Sign in to see your profile, your photos and your feedback."
        />
      ) : (
        <Suspense fallback={<ProfileLoading />}>
          <ProfileSections user={user.data} />
        </Suspense>
      )}
    </div>
  );
}
