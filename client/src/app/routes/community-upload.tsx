import { ArrowLeft, Search, Upload } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchBeaches } from '@shared/beach-search';
import { PageLoading } from '@/components/layout/route-progress';
import { Button, buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { cn } from '@/components/ui/class-names';
import { SignInRequired, useUser } from '@/features/auth';
import { useBeaches } from '@/features/beaches/api/get-beaches';
import {
  PhotoPicker,
  UploadProgress,
  useUploadPhotos,
  type PhotoToUpload,
} from '@/features/photos';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { AccountPage } from './account-page';

interface ChosenBeach {
  id: number;
  name: string;
}

/** The beach picker: type the start of a name, a place or a word in them (a combobox). */
function BeachPicker({
  value,
  onChange,
}: {
  value: ChosenBeach | null;
  onChange: (beach: ChosenBeach | null) => void;
}) {
  const beaches = useBeaches();
  const [query, setQuery] = useState(value?.name ?? '');
  const [active, setActive] = useState(0);
  const listId = useId();
  const inputId = useId();
  const results = useMemo(
    () => (value && query === value.name ? [] : searchBeaches(beaches.data ?? [], query)),
    [beaches.data, query, value],
  );
  const choose = (beach: ChosenBeach) => {
    onChange({ id: beach.id, name: beach.name });
    setQuery(beach.name);
  };
  const open = query.trim() !== '' && !(value && query === value.name);

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block font-semibold">
        Beach
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-3 left-3 size-5 text-ink-muted"
        />
        <input
          id={inputId}
          role="combobox"
          aria-expanded={open && results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            open && results[active] ? `${listId}-${results[active].id}` : undefined
          }
          autoComplete="off"
          placeholder="Start typing a beach or a place"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            if (value) onChange(null);
          }}
          onKeyDown={(event) => {
            if (!open || results.length === 0) return;
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((current) => (current + 1) % results.length);
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((current) => (current - 1 + results.length) % results.length);
            } else if (event.key === 'Enter') {
              event.preventDefault();
              choose(results[active]!);
            }
          }}
          className={inputClasses(false, 'pl-10')}
        />
      </div>
      {beaches.isPending && query && <p className="text-sm text-ink-muted">Loading beaches…</p>}
      {open && beaches.data && results.length === 0 && (
        <p role="status" className="text-ink-muted">
          No beaches found matching "{query.trim()}"
        </p>
      )}
      {open && results.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Beaches"
          className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white shadow-sm"
        >
          {results.map((beach, index) => (
            <li
              key={beach.id}
              id={`${listId}-${beach.id}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(beach)}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2',
                index === active && 'bg-sea-50',
              )}
            >
              <span className="font-semibold">{beach.name}</span>
              <span className="text-sm text-ink-muted">{beach.location}</span>
            </li>
          ))}
        </ul>
      )}
      {value && <p className="text-sm text-allowed">Chosen: {value.name}</p>}
    </div>
  );
}

/** /community/upload?beachId&beachName: share photos of a beach, fixed or chosen here. */
export function CommunityUploadRoute() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const user = useUser();
  const fixedId = Number(params.get('beachId'));
  const fixedName = params.get('beachName');
  const fixed =
    Number.isInteger(fixedId) && fixedId > 0 && fixedName ? { id: fixedId, name: fixedName } : null;
  const [chosen, setChosen] = useState<ChosenBeach | null>(null);
  const beach = fixed ?? chosen;
  const [photos, setPhotos] = useState<PhotoToUpload[]>([]);
  const [progress, setProgress] = useState(0);
  const upload = useUploadPhotos(beach?.id ?? 0, setProgress);

  if (user.isPending) return <PageLoading />;
  if (!user.data) {
    return (
      <SignInRequired
        href={`/auth?returnTo=${encodeURIComponent(pathname + search)}`}
        text="Sign in to share your photos of Devon's dog-friendly beaches."
      />
    );
  }

  const send = () => {
    if (!beach || photos.length === 0) {
      toast({
        title: 'Missing information',
        description: 'Please select at least one photo and beach location.',
        variant: 'error',
      });
      return;
    }
    setProgress(0);
    upload.mutate(photos, {
      onSuccess: ({ uploadedPhotos }) => {
        toast({
          title: 'Photos uploaded successfully!',
          description: `${uploadedPhotos} photo(s) are now on the ${beach.name} page.`,
          variant: 'success',
        });
        setPhotos([]);
        void navigate(fixed ? `/beach/${fixed.id}` : '/profile');
      },
      onError: (error) =>
        toast({
          title: 'Upload failed',
          description: serverMessage(
            error,
            'There was an error uploading your photos. Please try again.',
          ),
          variant: 'error',
        }),
    });
  };

  return (
    <AccountPage
      title="Upload Photos"
      intro="Your photos appear on the beach page straight away. Our team removes any that are unsuitable (people's faces close up, no dog or beach in sight, anything offensive)."
    >
      <div className="space-y-5">
        {!user.data.emailVerified && (
          <p role="alert" className="rounded-xl bg-seasonal-bg p-3">
            Verify your email address first: use the link we sent to {user.data.email}.
          </p>
        )}
        {fixed ? (
          <p>
            <span className="font-semibold">Beach:</span> {fixed.name}
          </p>
        ) : (
          <BeachPicker value={chosen} onChange={setChosen} />
        )}
        <PhotoPicker photos={photos} onChange={setPhotos} disabled={upload.isPending} />
        {upload.isPending && <UploadProgress fraction={progress} />}
        <Button size="lg" onClick={send} disabled={upload.isPending}>
          <Upload aria-hidden="true" className="size-5" />
          {upload.isPending ? 'Uploading...' : 'Upload Photos'}
        </Button>
        <p className="border-t border-line pt-4">
          <Link
            to={fixed ? `/beach/${fixed.id}` : '/profile'}
            className={buttonClasses({ variant: 'ghost', className: '-ml-3' })}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {fixed ? 'Back to Beach' : 'Back to Profile'}
          </Link>
        </p>
      </div>
    </AccountPage>
  );
}
