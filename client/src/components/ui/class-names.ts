import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping the falsy ones, and lets a later Tailwind class win over an earlier
 * one of the same kind: `cn('max-w-lg p-4', wide && 'max-w-2xl')` gives `p-4 max-w-2xl`.
 */
export const cn = (...parts: (string | false | null | undefined)[]) =>
  twMerge(parts.filter(Boolean).join(' '));
