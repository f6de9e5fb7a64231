export type FallbackView = 'interactive' | 'map';

const views: { value: FallbackView; label: string }[] = [
  { value: 'interactive', label: 'Interactive View' },
  { value: 'map', label: 'Map View' },
];

/** The fallback toggles between Interactive View (the dot map) and Map View (the OSM embed). */
export function ViewToggle({
  view,
  onChange,
}: {
  view: FallbackView;
  onChange: (view: FallbackView) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Map style"
      className="inline-flex rounded-lg border border-sea-600 p-0.5"
    >
      {views.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={`min-h-11 rounded-md px-3 text-sm font-semibold ${
            view === value ? 'bg-sea-600 text-white' : 'text-sea-700 hover:bg-sea-50'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
