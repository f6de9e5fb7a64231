import { Ban, CalendarCheck, CalendarRange, TriangleAlert } from 'lucide-react';
import { adminAccessTypeLabels } from '@shared/admin';
import { cn } from '@/components/ui/class-names';

/** Beach Management's colours: green year-round, yellow seasonal, orange restricted, red otherwise. */
const kinds = {
  'year-round': { className: 'bg-allowed-bg text-allowed ring-allowed/25', Icon: CalendarCheck },
  seasonal: { className: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30', Icon: CalendarRange },
  restricted: {
    className: 'bg-orange-100 text-orange-900 ring-orange-600/30',
    Icon: TriangleAlert,
  },
} as const;
const otherKind = { className: 'bg-banned-bg text-banned ring-banned/25', Icon: Ban };

const kindOf = (accessType: string) =>
  (kinds as Record<string, (typeof kinds)[keyof typeof kinds]>)[accessType] ?? otherKind;

/** The back office's label of an access type: the edit dialog's option labels. */
export const adminAccessLabel = (accessType: string): string =>
  (adminAccessTypeLabels as Record<string, string>)[accessType] ?? adminAccessTypeLabels['no-dogs'];

/** An access type as the back office shows it: its label, an icon and its colour. */
export function AdminAccessBadge({ accessType }: { accessType: string }) {
  const { className, Icon } = kindOf(accessType);
  return (
    <span
      data-access-type={accessType}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {adminAccessLabel(accessType)}
    </span>
  );
}
