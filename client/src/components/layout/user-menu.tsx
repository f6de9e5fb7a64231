import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** `/auth?returnTo=…` back to where the user is now (spec §2: the auth page's returnTo). */
export function signInHref(pathname: string, search: string) {
  if (pathname === '/auth') return `/auth${search}`;
  return `/auth?returnTo=${encodeURIComponent(pathname + search)}`;
}

/**
 * The header's account corner. Signed out (today, always) it is the Sign In button; the accounts
 * issue fills in the signed-in state here: an avatar with the user's initials and a dropdown with
 * name, email, Profile, Upload Photos, My Feedback and Sign Out (spec §2, Header).
 */
export function UserMenu() {
  const { pathname, search } = useLocation();
  return (
    <Link
      to={signInHref(pathname, search)}
      className={buttonClasses({
        variant: 'secondary',
        size: 'sm',
        className: 'shrink-0 border-white/70 bg-white px-2.5 text-sea-800 hover:bg-sea-50 sm:px-3',
      })}
    >
      <LogIn aria-hidden="true" className="size-4 max-sm:hidden" />
      Sign In
    </Link>
  );
}
