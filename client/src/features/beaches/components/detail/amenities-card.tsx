import { Check, Minus, SquareParking } from 'lucide-react';
import type { AmenityFlag, Beach } from '@shared/beaches';
import { amenities } from '../amenity-icons';
import { DetailCard } from '@/components/ui/detail-card';

/** The card's names follow the spec ("Beach Café"); the icons are the ones every screen uses. */
const cardLabels: Partial<Record<AmenityFlag, string>> = {
  hasFacilities: 'Facilities',
  hasBeachCafe: 'Beach Café',
};

/** Every amenity, present ones in colour and absent ones greyed out with 'Not available'. */
export function AmenitiesCard({ beach }: { beach: Pick<Beach, AmenityFlag | 'parkingInfo'> }) {
  return (
    <DetailCard title="Facilities & Amenities" icon={SquareParking}>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {amenities.map(({ flag, label, Icon }) => {
          const present = beach[flag];
          return (
            <li
              key={flag}
              data-available={present}
              className={`flex min-h-11 items-center gap-3 rounded-xl border px-3 py-2 ${
                present
                  ? 'border-allowed/30 bg-allowed-bg text-ink'
                  : 'border-line bg-slate-50 text-ink-muted'
              }`}
            >
              <Icon aria-hidden="true" className={`size-5 ${present ? 'text-allowed' : ''}`} />
              <span className="font-medium">{cardLabels[flag] ?? label}</span>
              <span className="ml-auto flex items-center gap-1 text-sm">
                {present ? (
                  <>
                    <Check aria-hidden="true" className="size-4 text-allowed" /> Available
                  </>
                ) : (
                  <>
                    <Minus aria-hidden="true" className="size-4" /> Not available
                  </>
                )}
              </span>
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
    </DetailCard>
  );
}
