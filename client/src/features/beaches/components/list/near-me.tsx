import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { LatLng } from '@shared/geo';
import { withinMilesOptions, type WithinMiles } from '@shared/near-me';
import { Button } from '@/components/ui/button';
import { NearMeButton } from '@/components/ui/near-me-button';
import { useLocateDevice } from '@/lib/device-location';
import { withinLabel } from '../../lib/filter-options';
import { nearHeading, type Origin } from '../../lib/nearby';
import { SelectField } from './select-field';

export const nearMeExplanation =
  'We use your location only in this browser to sort beaches by distance; it is never sent to us.';

const typeInstead = 'You can type a postcode or town in the search box instead.';

/** What happens if the visitor says no, said before the browser asks. */
export const notSharingHint = `If you would rather not share it, ${typeInstead.charAt(0).toLowerCase()}${typeInstead.slice(1)}`;

export const locationErrors = {
  refused: `Location permission was refused. ${typeInstead}`,
  unavailable: `Your location is not available right now. ${typeInstead}`,
  timeout: `Finding your location took too long. Try again, or type a postcode or town in the search box.`,
  unsupported: `This browser cannot share its location. ${typeInstead}`,
} as const;

interface NearMeProps {
  /** Where distances are measured from: a typed place, else the browser's position. */
  origin: Origin | null;
  /** Whether the browser's position is set (it may be overridden by a typed place). */
  located: boolean;
  within: WithinMiles | null;
  onWithin: (within: WithinMiles | null) => void;
  onLocated: (position: LatLng) => void;
  onForget: () => void;
  /** Inside another card (home's quick filters): no frame of its own, and fewer words. */
  compact?: boolean;
  /** More buttons for the row of Near me (home's "Off-lead"). */
  actions?: ReactNode;
}

/**
 * "Near me": says what the location is for before the browser asks, asks, and shows what
 * went wrong in words with the way round it. With a location, "Within" narrows the list.
 */
export function NearMe({
  origin,
  located,
  within,
  onWithin,
  onLocated,
  onForget,
  compact = false,
  actions,
}: NearMeProps) {
  const id = useId();
  const { locate, cancel, locating, error } = useLocateDevice(onLocated, locationErrors);

  const forget = () => {
    cancel();
    onForget();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={
        compact
          ? 'flex flex-col gap-2'
          : 'flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm'
      }
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
            {origin ? nearHeading(origin) : 'Beaches near you'}
          </h2>
          {origin && (
            <p className="mt-0.5 text-sm text-ink">
              Distances are in a straight line from{' '}
              {origin.source === 'search' ? origin.label : 'where you are'}.
            </p>
          )}
          <p id={`${id}-why`} className="mt-0.5 text-sm text-ink-muted">
            {nearMeExplanation}
          </p>
          {!origin && (!compact || within !== null) && (
            <p className="mt-0.5 text-sm text-ink-muted">
              {within === null
                ? notSharingHint
                : `To see the beaches ${withinLabel(within).toLowerCase()}, press Near me or type a postcode or town in the search box.`}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {origin && (
            <div className="w-44">
              <SelectField
                id={`${id}-within`}
                label="Within"
                value={within === null ? 'any' : String(within)}
                options={[
                  { value: 'any', label: 'Any distance' },
                  ...withinMilesOptions.map((miles) => ({
                    value: String(miles),
                    label: withinLabel(miles),
                  })),
                ]}
                onChange={(value) =>
                  onWithin(withinMilesOptions.find((miles) => String(miles) === value) ?? null)
                }
              />
            </div>
          )}
          {located ? (
            <Button variant="secondary" onClick={forget}>
              <X aria-hidden="true" className="size-5" />
              Stop using my location
            </Button>
          ) : (
            <NearMeButton locating={locating} onClick={locate} aria-describedby={`${id}-why`} />
          )}
          {actions}
        </div>
      </div>
      <p role="status" className="text-sm text-ink empty:hidden">
        {locating ? 'Finding your location…' : ''}
      </p>
      {error && (
        <p role="alert" className="rounded-lg bg-banned-bg px-3 py-2 text-sm text-banned">
          {error}
        </p>
      )}
    </section>
  );
}
