import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

let mergeConfig: ReturnType<typeof getDefaultConfig> | undefined;
const mergeConfiguration = () => (mergeConfig ??= getDefaultConfig());

/**
 * Makes tailwind-merge's default configuration (its class groups) ahead of the first merge. The
 * first merge builds its class tables from the configuration; the two together are one piece of
 * work of 10 to 20 ms on a desktop, so the app's start (lib/warm-up.ts) runs them as two tasks.
 */
export function prepareClassMerge(): void {
  mergeConfiguration();
}

const twMerge = createTailwindMerge(mergeConfiguration);

/**
 * Joins class names, skipping the falsy ones, and lets a later Tailwind class win over an earlier
 * one of the same kind: `cn('max-w-lg p-4', wide && 'max-w-2xl')` gives `p-4 max-w-2xl`.
 */
export const cn = (...parts: (string | false | null | undefined)[]) =>
  twMerge(parts.filter(Boolean).join(' '));

/**
 * A link or button inside a line of text, given a 44 px tall tap target without making the line
 * taller: its box grows by 12 px above and below and its margins give the same back.
 */
export const inlineTapTarget = 'inline-flex min-h-11 items-center -my-3 align-middle';
