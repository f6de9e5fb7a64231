import { cn, prepareClassMerge } from '@/components/ui/class-names';
import { yieldToMain } from './yield-to-main';

/**
 * Work that the first render of every page does once, and which costs more the first time than
 * every other: tailwind-merge makes its configuration and builds its class tables from it on its
 * first call (10 to 20 ms in a traced page). Done here while the page waits for its first data,
 * in two tasks of their own (the configuration, then the tables), it is not part of hydration's
 * slices, and neither task is long enough to count as blocking on a phone. (The first `Intl`
 * object is as dear, but only some pages make one: they pay for it in the render that formats the
 * first date, rather than every page here.)
 */
export async function warmUp(): Promise<void> {
  await yieldToMain();
  prepareClassMerge();
  await yieldToMain();
  cn('p-1', 'p-2');
}
