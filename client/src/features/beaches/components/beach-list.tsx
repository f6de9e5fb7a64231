import { MapPin } from 'lucide-react';
import type { Beach } from '@shared/beaches';
import { useBeaches } from '../api/get-beaches';

const accessLabels: Record<string, string> = {
  'year-round': 'Year round access',
  seasonal: 'Seasonal',
  restricted: 'Some restrictions',
};

export const accessLabel = (accessType: string) =>
  accessLabels[accessType] ?? 'Limited doggy access';

function BeachItem({ beach }: { beach: Beach }) {
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <h3 className="text-lg font-semibold text-ink">{beach.name}</h3>
      <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
        <MapPin aria-hidden="true" className="size-4" />
        {beach.location}
      </p>
      <p className="mt-2 inline-block rounded-full bg-sea-50 px-3 py-1 text-sm font-medium text-sea-800">
        {accessLabel(beach.accessType)}
      </p>
    </li>
  );
}

export function BeachList() {
  const beaches = useBeaches();
  if (beaches.isPending) {
    return (
      <ul
        aria-busy="true"
        aria-label="Loading beaches"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="h-28 animate-pulse rounded-2xl bg-sand-100" />
        ))}
      </ul>
    );
  }
  if (beaches.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-banned bg-banned-bg p-4 text-banned">
        <p className="font-semibold">Failed to fetch beaches</p>
        <button
          type="button"
          onClick={() => void beaches.refetch()}
          className="mt-2 min-h-11 rounded-lg bg-white px-4 font-medium text-banned underline"
        >
          Retry
        </button>
      </div>
    );
  }
  return (
    <>
      <h2 className="mb-4 text-2xl font-bold text-ink">
        {beaches.data.length} dog-friendly beaches
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {beaches.data.map((beach) => (
          <BeachItem key={beach.id} beach={beach} />
        ))}
      </ul>
    </>
  );
}
