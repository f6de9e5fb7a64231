import { CalendarCheck, CalendarRange, CircleAlert, TriangleAlert } from 'lucide-react';
import { accessLabel, accessLabels } from '@shared/beaches';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/components/ui/class-names';

const accessKinds: Record<string, { label: string; tone: BadgeTone; Icon: typeof CalendarCheck }> =
  {
    'year-round': { label: accessLabels['year-round'], tone: 'allowed', Icon: CalendarCheck },
    seasonal: { label: accessLabels.seasonal, tone: 'seasonal', Icon: CalendarRange },
    restricted: { label: accessLabels.restricted, tone: 'banned', Icon: TriangleAlert },
  };
// Any other access type is treated as limited access.
const limitedAccess = { label: accessLabels.limited, tone: 'banned', Icon: CircleAlert } as const;

const accessKind = (accessType: string) => accessKinds[accessType] ?? limitedAccess;

export { accessLabel };

/** The tone of an access type: year-round allowed, seasonal amber, the rest red (map markers too). */
export const accessTone = (accessType: string) => accessKind(accessType).tone;

const overlayText: Partial<Record<BadgeTone, string>> = {
  allowed: 'text-allowed',
  seasonal: 'text-seasonal',
  banned: 'text-banned',
};

/** Access type as a word, an icon and a colour; `overlay` gives it a solid shadowed base for photos. */
export function AccessBadge({
  accessType,
  overlay = false,
  className,
}: {
  accessType: string;
  overlay?: boolean;
  className?: string;
}) {
  const { label, tone, Icon } = accessKind(accessType);
  const icon = <Icon aria-hidden="true" className="size-4 shrink-0" />;
  if (overlay) {
    // On a picture a pale tint gets lost; white with the tone's text reads on any sky.
    return (
      <span
        data-tone={tone}
        className={cn(
          'inline-flex max-w-full items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-sm font-semibold shadow-md',
          overlayText[tone],
          className,
        )}
      >
        {icon}
        <span className="truncate">{label}</span>
      </span>
    );
  }
  return (
    <Badge tone={tone} icon={icon} data-tone={tone} className={className}>
      {label}
    </Badge>
  );
}
