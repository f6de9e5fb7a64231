import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from './class-names';

/**
 * Tabs (Radix): arrow keys move between tabs, each panel is named by its tab. The list is a
 * segmented control; every tab is a 44 px target.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex gap-1 rounded-xl bg-sea-50 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-4 font-semibold text-ink-muted transition-colors hover:text-ink',
        'data-[state=active]:bg-white data-[state=active]:text-sea-700 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
