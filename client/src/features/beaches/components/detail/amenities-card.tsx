import { Accessibility, Check, CircleHelp, Minus, SquareParking } from 'lucide-react';
import { cn, inlineTapTarget } from '@/components/ui/class-names';
import {
  facilityOfFlag,
  type AmenityFlag,
  type Beach,
  type Facility,
  type FacilityState,
} from '@shared/beaches';
import { amenities } from '../amenity-icons';
import { formatCheckedOn } from './beach-facts';
import { DetailCard } from '@/components/ui/detail-card';
import { NewTabLink } from '@/components/ui/new-tab-link';

/** This card's own names for two amenities; the icons are the ones every screen uses. */
const cardLabels: Partial<Record<AmenityFlag, string>> = {
  hasFacilities: 'Facilities',
  hasBeachCafe: 'Beach Café',
};

const stateTexts: Record<FacilityState, string> = {
  yes: 'Available',
  no: 'Not available',
  'not-known': 'Not known',
};

const rowClasses: Record<FacilityState, string> = {
  yes: 'border-allowed/30 bg-allowed-bg text-ink',
  no: 'border-line bg-slate-50 text-ink-muted',
  'not-known': 'border-dashed border-line bg-white text-ink-muted',
};

const StateIcons = { yes: Check, no: Minus, 'not-known': CircleHelp } as const;

const isAddress = (text: string) => /^https?:\/\//.test(text);

/** A facility's detail ("RNLI, 10am-6pm, 5 Jul-7 Sep 2025") and where it was read. */
function FacilityNote({ facility, label }: { facility: Facility; label: string }) {
  const { detail, source } = facility;
  if (!detail && !source) return null;
  return (
    <span className="basis-full pl-8 text-sm text-ink-muted">
      {detail}
      {source && isAddress(source) ? (
        <>
          {detail && ' '}
          <NewTabLink
            href={source}
            // Named for its facility, so a screen reader's list of links tells them apart.
            label={`Source for ${label}`}
            className={cn(inlineTapTarget, 'font-medium text-sea-700 underline')}
          >
            Source
          </NewTabLink>
        </>
      ) : (
        source && `${detail ? ' ' : ''}(${source})`
      )}
    </span>
  );
}

type AmenitiesBeach = Pick<Beach, AmenityFlag | 'parkingInfo' | 'facilities'>;

/**
 * Every amenity as available, not available or not known. Only a source makes a "no": where no
 * source says either way the card says "Not known" rather than a false "Not available". A beach
 * recorded before facilities had three states shows its flags, with "Not known" for each one off.
 */
export function AmenitiesCard({ beach }: { beach: AmenitiesBeach }) {
  const facilities = beach.facilities;
  const facilityOf = (flag: AmenityFlag): Facility =>
    facilities?.[facilityOfFlag[flag]] ?? {
      state: beach[flag] ? 'yes' : 'not-known',
      detail: null,
      source: null,
      season: null,
    };
  const rows = [
    ...amenities.map(({ flag, label, Icon }) => ({
      key: flag,
      label: cardLabels[flag] ?? label,
      Icon,
      facility: facilityOf(flag),
    })),
    ...(facilities
      ? [
          {
            key: 'accessibility',
            label: 'Step-free access',
            Icon: Accessibility,
            facility: facilities.accessibility,
          },
        ]
      : []),
  ];
  return (
    <DetailCard title="Facilities & Amenities" icon={SquareParking}>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {rows.map(({ key, label, Icon, facility }) => {
          const StateIcon = StateIcons[facility.state];
          const present = facility.state === 'yes';
          return (
            <li
              key={key}
              data-available={present}
              data-state={facility.state}
              className={`flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border px-3 py-2 ${rowClasses[facility.state]}`}
            >
              <Icon aria-hidden="true" className={`size-5 ${present ? 'text-allowed' : ''}`} />
              <span className="font-medium">{label}</span>
              <span className="ml-auto flex items-center gap-1 text-sm">
                <StateIcon
                  aria-hidden="true"
                  className={`size-4 ${present ? 'text-allowed' : ''}`}
                />
                {stateTexts[facility.state]}
              </span>
              <FacilityNote facility={facility} label={label} />
            </li>
          );
        })}
      </ul>
      {beach.hasParking && beach.parkingInfo && (
        <p className="mt-3 text-sm text-ink-muted">
          <span className="font-medium text-ink">Parking: </span>
          {beach.parkingInfo}
        </p>
      )}
      <p className="mt-3 text-sm text-ink-muted">
        {facilities?.checkedOn
          ? `Facilities last checked ${formatCheckedOn(facilities.checkedOn)}. "Not known" means no source we read says either way.`
          : 'Facilities not checked against a source yet.'}
      </p>
    </DetailCard>
  );
}
