import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { userInitials } from '@shared/auth';
import { buttonClasses } from '@/components/ui/button';
import { useUser } from '../api/get-user';

/** `/auth?returnTo=…`, so signing in comes back to where the user is now. */
export function signInHref(pathname: string, search: string) {
  if (pathname === '/auth') return `/auth${search}`;
  return `/auth?returnTo=${encodeURIComponent(pathname + search)}`;
}

const AccountDropdown = lazy(async () => ({
  default: (await import('./account-dropdown')).AccountDropdown,
}));

const placeholderClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full font-bold text-sm';

/**
 * The header's account corner: a Sign In button when signed out, the account menu when
 * signed in, and a placeholder of the same size while it is not yet known.
 */
export function UserMenu() {
  const { pathname, search } = useLocation();
  const user = useUser();

  if (user.isPending) {
    return <span aria-hidden="true" className={`${placeholderClass} bg-white/15`} />;
  }
  if (!user.data) {
    return (
      <Link
        to={signInHref(pathname, search)}
        className={buttonClasses({
          variant: 'secondary',
          size: 'sm',
          className:
            'shrink-0 border-white/70 bg-white px-2.5 text-sea-800 hover:bg-sea-50 sm:px-3',
        })}
      >
        <LogIn aria-hidden="true" className="size-4 max-sm:hidden" />
        Sign In
      </Link>
    );
  }
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className={`${placeholderClass} bg-sand-100 text-sea-800`}>
          {userInitials(user.data)}
        </span>
      }
    >
      <AccountDropdown user={user.data} />
    </Suspense>
  );
}
