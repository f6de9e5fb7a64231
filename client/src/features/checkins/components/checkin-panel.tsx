import { Dog, MapPinCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { checkedInText, dogsTodayText } from '@shared/checkins';
import { Button } from '@/components/ui/button';
import { signInHref, useUser } from '@/features/auth/session';
import { useCheckinsToday } from '../api/checkins';
import { lazyWhenOpen } from '@/components/ui/lazy-when-open';

const CheckinDialog = lazyWhenOpen(() =>
  import('./checkin-dialog').then((module) => module.CheckinDialog),
);

/**
 * How busy the beach is today ("N dogs checked in today"), useful to owners of reactive dogs, and
 * "I'm here" to add to it (signed out: sign in first, then back here).
 */
export function CheckinPanel({ beach }: { beach: { id: number; name: string } }) {
  const user = useUser();
  const today = useCheckinsToday(beach.id);
  const [open, setOpen] = useState(false);
  // The check-in just made, until an answer fetched after it says (the server's interval ends it).
  const [justCheckedIn, setJustCheckedIn] = useState<{ at: string; seenAt: number } | null>(null);
  const pending =
    justCheckedIn && today.dataUpdatedAt <= justCheckedIn.seenAt ? justCheckedIn : null;
  const checkedInAt = user.data ? (today.data?.myCheckinAt ?? pending?.at ?? null) : null;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  return (
    <section
      aria-label="Dogs here today"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <p className="flex min-w-0 flex-1 items-center gap-2 font-medium" aria-live="polite">
        <Dog aria-hidden="true" className="size-5 shrink-0 text-sea-600" />
        {today.isPending ? (
          <span className="text-ink-muted">Counting today's dogs...</span>
        ) : today.isError ? (
          <span className="text-ink-muted">Today's check-ins could not be loaded.</span>
        ) : (
          <span data-testid="dogs-today">{dogsTodayText(today.data.dogs)}</span>
        )}
      </p>
      {checkedInAt ? (
        <p className="flex items-center gap-2 text-sm font-medium text-ink-muted">
          <MapPinCheck aria-hidden="true" className="size-4" />
          {checkedInText(checkedInAt)}
        </p>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          disabled={user.isPending}
          onClick={() => (user.data ? setOpen(true) : void navigate(signInHref(pathname, search)))}
        >
          <MapPinCheck aria-hidden="true" className="size-4" />
          I'm here
        </Button>
      )}
      {user.data && (
        <CheckinDialog
          beachId={beach.id}
          beachName={beach.name}
          open={open}
          onOpenChange={setOpen}
          onCheckedIn={(at) =>
            at ? setJustCheckedIn({ at, seenAt: Date.now() }) : void today.refetch()
          }
        />
      )}
    </section>
  );
}
