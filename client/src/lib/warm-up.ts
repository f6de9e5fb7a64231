import { cn } from '@/components/ui/class-names';
import { yieldToMain } from './yield-to-main';

/**
 * Work that the first render of almost any page does once, and which costs more the first time
 * than every other: the first `Intl.DateTimeFormat` of a locale loads its date data (15 ms in a
 * traced page, four times that on a slow phone), and tailwind-merge builds its class tables on its
 * first call (8 to 11 ms). Done here each in a task of its own, while the page waits for its
 * first data, they are not part of the render's (and hydration's) longer tasks.
 */
export async function warmUp(): Promise<void> {
  for (const locale of ['en-GB', 'en-US']) {
    await yieldToMain();
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  }
  await yieldToMain();
  cn('p-1', 'p-2');
}
