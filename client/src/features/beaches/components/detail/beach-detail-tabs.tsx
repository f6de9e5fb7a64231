import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

const triggerClass =
  'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-4 font-semibold text-ink-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-sea-700 data-[state=active]:shadow-sm';

/** The right column's two tabs (spec): 'Beach Details' by default, and 'Dog Walks'. */
export function BeachDetailTabs({ details, walks }: { details: ReactNode; walks: ReactNode }) {
  return (
    <Tabs.Root defaultValue="details" className="space-y-4">
      <Tabs.List aria-label="About this beach" className="flex gap-1 rounded-xl bg-sea-50 p-1">
        <Tabs.Trigger value="details" className={triggerClass}>
          Beach Details
        </Tabs.Trigger>
        <Tabs.Trigger value="walks" className={triggerClass}>
          Dog Walks
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details" className="space-y-6">
        {details}
      </Tabs.Content>
      <Tabs.Content value="walks">{walks}</Tabs.Content>
    </Tabs.Root>
  );
}
