import { createTailwindMerge } from 'tailwind-merge';
import classGroups from './class-groups.json';

/**
 * tailwind-merge configured with only the class groups of the classes written in this app's
 * sources, listed class by class (`class-groups.json`, made by `npm run class-groups`). It merges
 * them as the library's default configuration does, and its lookup tables take about 2 ms to
 * build on the first merge rather than 20 (the default describes every class Tailwind can make).
 */
const twMerge = createTailwindMerge(() => ({ cacheSize: 500, theme: {}, ...classGroups }));

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
