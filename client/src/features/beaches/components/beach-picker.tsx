import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { searchBeaches } from '@shared/beach-search';
import { cn } from '@/components/ui/class-names';
import { inputClasses } from '@/components/ui/form-field';
import { useBeaches } from '../api/get-beaches';

export interface ChosenBeach {
  id: number;
  name: string;
}

/** The beach picker: type the start of a name, a place or a word in them (a combobox). */
export function BeachPicker({
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
