import type { ReactNode } from 'react';
import { useUser } from '../api/get-user';

/**
 * Its children, only while a user is signed in. The check lives here rather than in the page
 * around it, so that when the session is first known only this small part renders again: the
 * answer arrives through TanStack Query's synchronous updates, and a whole page rendering again
 * with it was one long task (30 ms on a traced beach page).
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const user = useUser();
  return user.data ? children : null;
}
