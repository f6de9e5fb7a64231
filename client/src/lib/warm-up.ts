import { cn } from '@/components/ui/class-names';
import { yieldToMain } from './yield-to-main';

/**
 * Work that the first render of every page does once, and which costs more the first time than
 * every other: tailwind-merge builds its class tables on its first call (10 to 20 ms in a traced
 * page). Done here in a task of its own, while the page waits for its first data, it is not part
 * of hydration's slices. (The first `Intl` object is as dear, but only some pages make one: they
 * pay for it in the render that formats the first date, rather than every page here.)
 */
export async function warmUp(): Promise<void> {
  await yieldToMain();
  cn('p-1', 'p-2');
}
