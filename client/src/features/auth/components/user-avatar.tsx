import { userInitials, type User } from '@shared/auth';
import { cn } from '@/components/ui/class-names';

/** A round badge with the user's initials: first letters of first and last name, else U. */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<User, 'firstName' | 'lastName'> | null;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sand-100 font-bold text-sea-800',
        className,
      )}
    >
      {userInitials(user)}
    </span>
  );
}
