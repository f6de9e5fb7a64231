import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '@/components/ui/class-names';
import { signInHref, useUser } from '@/features/auth/session';
import { toast } from '@/lib/toast';
import { useMyFavorites, useRemoveFavorite, useSaveFavorite } from '../api/favorites';
import { failureToast, successToast } from '@/lib/outcome-toasts';

interface FavoriteButtonProps {
  beach: { id: number; name: string };
  /** `overlay` sits on a card's picture; `inline` is a labelled button on the beach page. */
  variant?: 'overlay' | 'inline';
  className?: string;
}

/**
 * The heart: saves a beach to My beaches or removes it. Signed out, it asks the visitor to sign in
 * and brings them back here. Its state comes from the one favourites query of the page.
 */
export function FavoriteButton({ beach, variant = 'overlay', className }: FavoriteButtonProps) {
  const user = useUser();
  const signedIn = Boolean(user.data);
  const favorites = useMyFavorites(signedIn);
  const save = useSaveFavorite();
  const remove = useRemoveFavorite();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const saved = signedIn && (favorites.data ?? []).some((item) => item.beachId === beach.id);
  const busy = save.isPending || remove.isPending;
  // Pressed as soon as it is tapped: the answer follows in a moment.
  const pressed = save.isPending ? true : remove.isPending ? false : saved;
  const label = pressed ? 'Remove from My beaches' : 'Save to My beaches';

  const toggle = () => {
    if (!signedIn) {
      void navigate(signInHref(pathname, search));
      return;
    }
    const onError = (error: Error) =>
      failureToast(
        saved ? 'Could not remove the beach' : 'Could not save the beach',
        error,
        'Please try again.',
      );
    if (saved) {
      remove.mutate(beach.id, {
        onSuccess: () => toast({ title: `${beach.name} removed from My beaches` }),
        onError,
      });
    } else {
      save.mutate(beach.id, {
        onSuccess: () =>
          successToast(
            `${beach.name} saved to My beaches`,
            'Find it on your profile, with a note of your own.',
          ),
        onError,
      });
    }
  };

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={variant === 'overlay' ? `${label}: ${beach.name}` : undefined}
      title={label}
      disabled={busy || user.isPending || (signedIn && favorites.isPending)}
      onClick={toggle}
      data-testid="favorite-button"
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 disabled:cursor-wait motion-reduce:transition-none',
        variant === 'overlay'
          ? 'size-11 bg-white/95 text-ink shadow-sm hover:bg-white'
          : 'border border-line bg-white px-4 text-ink hover:bg-sea-50',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-5', pressed ? 'fill-banned text-banned' : 'text-ink-muted')}
      />
      {variant === 'inline' && <span>{label}</span>}
    </button>
  );
}
