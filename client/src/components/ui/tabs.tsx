import * as TabsPrimitive from '@radix-ui/react-tabs';
import { createContext, use, useId, useState, type ComponentProps } from 'react';
import { cn } from './class-names';

/** What the panels need of their tabs: the ids that tie each tab to its panel, and the open tab. */
const TabsContext = createContext<{
  baseId: string;
  value: string | undefined;
  orientation: 'horizontal' | 'vertical';
} | null>(null);

function useTabs(part: string) {
  const context = use(TabsContext);
  if (!context) throw new Error(`${part} must be inside <Tabs>`);
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

/**
 * Tabs: Radix's tabs and tab list (arrow keys move between tabs, each panel is named by its tab),
 * with panels of our own. Radix's panel mounts through its Presence, which sets state from a ref
 * callback while React commits: on a server-rendered page that is a synchronous re-render inside
 * the hydration commit, which also runs all the page's effects in that same task (21 ms of a 38 ms
 * task in a traced beach page). These panels are plain elements with the same roles and ids.
 * Controlled (`value`, `onValueChange`) or not (`defaultValue`).
 */
export function Tabs({
  value: controlled,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  ...props
}: ComponentProps<typeof TabsPrimitive.Root>) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  return (
    <TabsContext value={{ baseId, value, orientation }}>
      <TabsPrimitive.Root
        value={value}
        onValueChange={(next) => {
          setUncontrolled(next);
          onValueChange?.(next);
        }}
        orientation={orientation}
        {...props}
      />
    </TabsContext>
  );
}

/** The tabs, as a segmented control; every tab is a 44 px target. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex gap-1 rounded-xl bg-sea-50 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  value,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { baseId } = useTabs('TabsTrigger');
  return (
    <TabsPrimitive.Trigger
      value={value}
      id={tabId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      className={cn(
        'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-4 font-semibold text-ink-muted transition-colors hover:text-ink',
        'data-[state=active]:bg-white data-[state=active]:text-sea-700 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** A tab's panel: always in the document, its content rendered only while its tab is open. */
export function TabsContent({
  value,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'id' | 'role' | 'hidden'> & { value: string }) {
  const { baseId, value: open, orientation } = useTabs('TabsContent');
  const selected = value === open;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={orientation}
      hidden={!selected}
      tabIndex={0}
      {...props}
    >
      {selected && children}
    </div>
  );
}
