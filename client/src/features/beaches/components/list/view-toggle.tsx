import { LayoutGrid, List, type LucideIcon } from 'lucide-react';
import type { ListView } from '../../lib/list-state';

const views: { view: ListView; label: string; icon: LucideIcon }[] = [
  { view: 'grid', label: 'Grid', icon: LayoutGrid },
  { view: 'list', label: 'List', icon: List },
];

/** Grid of cards or a compact list, as two pressed-or-not buttons. */
export function ViewToggle({ view, onView }: { view: ListView; onView: (view: ListView) => void }) {
  return (
    <div
      role="group"
      aria-label="View"
      className="inline-flex rounded-lg border border-line bg-white p-1"
    >
      {views.map(({ view: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          aria-label={`${label} view`}
          onClick={() => onView(option)}
          className="inline-flex min-h-10 min-w-11 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-semibold text-ink-muted hover:text-ink aria-pressed:bg-sea-600 aria-pressed:text-white"
        >
          <Icon aria-hidden="true" className="size-5" />
          <span className="hidden sm:inline">{label}</span>
        </button>
      ))}
    </div>
  );
}
