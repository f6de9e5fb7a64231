import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { SignInRequired, useKnownSignedOut, useUser } from '@/features/auth';
import { CheckingSignIn } from './account-page';

const UploadPhotosPage = lazy(() => import('./community-upload-page'));

/** /community/upload?beachId&beachName: share photos of a beach, fixed or chosen here. */
export function CommunityUploadRoute() {
  const { pathname, search } = useLocation();
  const user = useUser();
  const knownSignedOut = useKnownSignedOut();

  if (user.isPending && !knownSignedOut) return <CheckingSignIn title="Upload Photos" />;
  if (!user.data) {
    return (
      <SignInRequired
        pageTitle="Upload Photos"
        href={`/auth?returnTo=${encodeURIComponent(pathname + search)}`}
        text="Sign in to share your photos of Devon's dog-friendly beaches."
      />
    );
  }
  return (
    <Suspense fallback={<CheckingSignIn title="Upload Photos" />}>
      <UploadPhotosPage user={user.data} />
    </Suspense>
  );
}
