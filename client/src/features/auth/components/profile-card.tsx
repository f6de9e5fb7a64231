import { CalendarDays, Camera, MessageSquarePlus } from 'lucide-react';
import { Link } from 'react-router';
import { userDisplayName, type User } from '@shared/auth';
import { buttonClasses } from '@/components/ui/button';
import { UserAvatar } from './user-avatar';
import { formatLondonDay, longDayMonthYear } from '@shared/english-dates';

/** The top of /profile: who this is, since when, and the two ways to contribute. */
export function ProfileCard({ user }: { user: User }) {
  const name = userDisplayName(user);
  return (
    <section
      aria-labelledby="profile-name"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-4">
        <UserAvatar user={user} className="size-16 text-2xl" />
        <div className="min-w-0 flex-1">
          <h1 id="profile-name" className="text-2xl font-bold break-words">
            {name}
          </h1>
          {name !== user.email && <p className="break-all text-ink-muted">{user.email}</p>}
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-sea-50 px-3 py-1 text-sm font-semibold text-sea-800">
            <CalendarDays aria-hidden="true" className="size-4" />
            Joined {formatLondonDay(user.createdAt, longDayMonthYear)}
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <Link to="/community/upload" className={buttonClasses()}>
          <Camera aria-hidden="true" className="size-4" /> Upload Photos
        </Link>
        <Link to="/community/feedback" className={buttonClasses({ variant: 'secondary' })}>
          <MessageSquarePlus aria-hidden="true" className="size-4" /> Leave Feedback
        </Link>
      </div>
    </section>
  );
}
