import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

/** How long typing pauses before the list (and the URL) follow it. */
export const searchDebounceMs = 300;

export const searchPlaceholder = 'Search beaches by name or location...';

interface SearchBoxProps {
  /** The committed search, from the page's state (the URL). */
  value: string;
  /** `typing` after a pause, `submit` on Enter or the button, `clear` from the clear button. */
  onSearch: (value: string, how: 'typing' | 'submit' | 'clear') => void;
  id: string;
  variant?: 'hero' | 'bar';
  className?: string;
}

/**
 * A search field that filters as you type without writing a URL per keystroke: the text is kept
 * here and committed after a pause. A change from outside (Back, Clear filters) replaces it.
 */
export function SearchBox({
  value,
  onSearch,
  id,
  variant = 'bar',
  className = '',
}: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  /** The value as last seen, and the text last sent: a new value that is not ours came from outside. */
  const [seen, setSeen] = useState(value);
  const [committed, setCommitted] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (value !== seen) {
    setSeen(value);
    if (value !== committed) {
      setCommitted(value);
      setDraft(value);
    }
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (text: string, how: 'typing' | 'submit' | 'clear') => {
    clearTimeout(timer.current);
    setCommitted(text);
    onSearch(text, how);
  };

  const onChange = (text: string) => {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(text, 'typing'), searchDebounceMs);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit(draft, 'submit');
  };

  const hero = variant === 'hero';
  return (
    <form role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search beaches
      </label>
      <Search
        aria-hidden="true"
        className={`pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 sm:left-4 text-ink-muted ${hero ? 'size-5 sm:size-6' : 'size-5'}`}
      />
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={searchPlaceholder}
        value={draft}
        onChange={(event) => onChange(event.target.value)}
        className={`w-full rounded-full border border-line bg-white text-base text-ink shadow-sm placeholder:text-ink-muted focus-visible:border-sea-500 [&::-webkit-search-cancel-button]:hidden ${
          hero ? 'min-h-14 pl-10 sm:pl-13 sm:text-lg' : 'min-h-12 pl-10'
        } ${draft ? 'pr-12 sm:pr-24' : 'pr-3 sm:pr-14'}`}
      />
      <div className="absolute top-1/2 right-1.5 flex -translate-y-1/2 items-center">
        {draft && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setDraft('');
              commit('', 'clear');
            }}
            className="grid size-11 place-items-center rounded-full text-ink-muted hover:bg-sand-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
        {/* Phones submit with the keyboard's search key; the room goes to the placeholder. */}
        <button
          type="submit"
          aria-label="Search"
          className="hidden size-11 place-items-center rounded-full bg-sea-600 text-white hover:bg-sea-700 sm:grid"
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      </div>
    </form>
  );
}
