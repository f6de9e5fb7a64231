import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { User } from '@shared/auth';
import { LoadError } from '@/components/ui/load-error';
import { SignInRequired, useKnownSignedOut, useUser } from '@/features/auth';
import { AccountPage, CheckingSignIn } from './account-page';

/**
 * A page for members only: while the browser asks who is signed in, the frame that says so (what
 * the server renders, as nobody); when that check fails, the error with Retry; to a visitor, the
 * card that asks them to sign in and come back (`signInPath?returnTo=` this page); to a member,
 * `Page`. `Page` is meant to be `lazy()`: a signed-out visitor then never loads the member's form
 * and its features' code.
 */
export function MembersOnlyPage({
  title,
  signInPath,
  signInText,
  Page,
}: {
  title: string;
  signInPath: string;
  signInText: string;
  Page: ComponentType<{ user: User }>;
}) {
  const { pathname, search } = useLocation();
  const user = useUser();
  const knownSignedOut = useKnownSignedOut();
  if (user.isPending && !knownSignedOut) return <CheckingSignIn title={title} />;
  // The session check itself failed (offline, a server error): not a sign that nobody is signed
  // in, so a member is not sent to sign in again.
  if (user.isError) {
    return (
      <AccountPage title={title}>
        <LoadError
          text="We couldn't check that you are signed in. Please try again."
          onRetry={() => void user.refetch()}
        />
      </AccountPage>
    );
  }
  if (!user.data) {
    return (
      <SignInRequired
        pageTitle={title}
        href={`${signInPath}?returnTo=${encodeURIComponent(pathname + search)}`}
        text={signInText}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <AccountPage title={title}>
          <p role="status" className="text-ink-muted">
            Loading...
          </p>
        </AccountPage>
      }
    >
      <Page user={user.data} />
    </Suspense>
  );
}
