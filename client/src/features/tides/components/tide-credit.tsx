import type { TideStationInfo } from '@shared/tides';

/** Which gauge the predictions come from, the credit its licence asks for, and their limits. */
export function TideCredit({ station }: { station: TideStationInfo | undefined }) {
  return (
    <div className="space-y-1 text-sm text-ink-muted">
      {station && (
        <p>
          Predicted for <span className="font-medium text-ink">{station.label}</span>,{' '}
          {Math.round(station.distanceKm)} km away.
        </p>
      )}
      <p>Heights are approximate, above lowest astronomical tide; not for navigation.</p>
      {station && (
        <>
          <p className="text-xs">
            Tide data: TICON-4 via the Neaps tide database, licensed{' '}
            <a
              className="text-sea-700 underline"
              href={station.licenceUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {station.licence}
            </a>
            .
          </p>
          <details className="text-xs">
            <summary className="cursor-pointer py-3.5 underline-offset-2 hover:underline">
              Full data credit
            </summary>
            <p className="break-words">{station.attribution}</p>
          </details>
        </>
      )}
    </div>
  );
}
