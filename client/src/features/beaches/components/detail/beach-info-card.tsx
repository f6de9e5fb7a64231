import { Info, MapPin } from 'lucide-react';
import type { Beach } from '@shared/beaches';
import { formatCharacteristic, parseCharacteristics } from '@/lib/format';
import { formatLevel } from './beach-facts';
import { DetailCard } from '@/components/ui/detail-card';

/** Beach Information: type, accessibility and the features from beachCharacteristics. */
export function BeachInfoCard({
  beach,
}: {
  beach: Pick<Beach, 'beachType' | 'accessibilityLevel' | 'beachCharacteristics'>;
}) {
  const features = parseCharacteristics(beach.beachCharacteristics).map(formatCharacteristic);
  return (
    <DetailCard title="Beach Information" icon={Info}>
      <dl className="space-y-3">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">Beach type</dt>
          <dd className="font-medium">{formatLevel(beach.beachType)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">Accessibility</dt>
          <dd className="font-medium">{formatLevel(beach.accessibilityLevel)}</dd>
        </div>
        {features.length > 0 && (
          <div>
            <dt className="mb-1 text-ink-muted">Features</dt>
            <dd>
              <ul className="flex flex-wrap gap-2">
                {features.map((feature) => (
                  <li
                    key={feature}
                    className="rounded-full bg-sea-50 px-3 py-1 text-sm font-medium text-sea-800"
                  >
                    {feature}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </DetailCard>
  );
}

/** Location: area, postcode and full address where known. */
export function LocationCard({
  beach,
}: {
  beach: Pick<Beach, 'location' | 'postcode' | 'fullAddress'>;
}) {
  const rows = [
    { label: 'Area', value: beach.location },
    { label: 'Postcode', value: beach.postcode },
    { label: 'Address', value: beach.fullAddress },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));
  return (
    <DetailCard title="Location" icon={MapPin}>
      <dl className="space-y-3">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt className="text-ink-muted">{row.label}</dt>
            <dd className="text-right font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
    </DetailCard>
  );
}
