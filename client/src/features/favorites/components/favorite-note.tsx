import { NotebookPen } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { maxFavoriteNoteLength, type Favorite } from '@shared/favorites';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useUser } from '@/features/auth/session';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { useMyFavorites, useUpdateFavoriteNote } from '../api/favorites';

interface FavoriteNoteFormProps {
  favorite: Favorite;
  label: string;
  hint?: ReactNode;
}

/** A favourite's private note, edited in place; a failed save keeps what was typed. */
export function FavoriteNoteForm({ favorite, label, hint }: FavoriteNoteFormProps) {
  const update = useUpdateFavoriteNote();
  const [draft, setDraft] = useState(favorite.notes ?? '');
  const changed = draft.trim() !== (favorite.notes ?? '');
  const tooLong = draft.trim().length > maxFavoriteNoteLength;
  const save = () =>
    update.mutate(
      { beachId: favorite.beachId, notes: draft },
      {
        onSuccess: (saved) => {
          setDraft(saved.notes ?? '');
          successToast('Note saved');
        },
        onError: (error) =>
          failureToast(
            'Could not save your note',
            error,
            'Your note is still here: please try again.',
          ),
      },
    );
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed && !tooLong) save();
      }}
    >
      <TextareaField
        label={label}
        hint={hint}
        rows={2}
        value={draft}
        maxLength={maxFavoriteNoteLength}
        placeholder="Only you can see this: where to park, which end suits your dog…"
        onChange={(event) => setDraft(event.target.value)}
        error={tooLong ? `Notes must be at most ${maxFavoriteNoteLength} characters` : undefined}
      />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={!changed || tooLong || update.isPending}
      >
        {update.isPending ? 'Saving...' : 'Save note'}
      </Button>
    </form>
  );
}

/**
 * On a beach page: the signed-in member's private note, shown and edited there once the beach is
 * one of My beaches (the same note as on the profile). Nothing for anyone else.
 */
export function BeachFavoriteNote({ beach }: { beach: { id: number; name: string } }) {
  const user = useUser();
  const favorites = useMyFavorites(Boolean(user.data));
  const favorite = user.data
    ? favorites.data?.find((item) => item.beachId === beach.id)
    : undefined;
  if (!favorite) return null;
  return (
    <div
      data-testid="beach-favorite-note"
      className="flex gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <NotebookPen aria-hidden="true" className="mt-1 size-5 shrink-0 text-sea-600" />
      <div className="min-w-0 flex-1">
        <FavoriteNoteForm
          favorite={favorite}
          label="Your note"
          hint={`Only you can see it; it is kept with ${beach.name} in My beaches on your profile.`}
        />
      </div>
    </div>
  );
}
