import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, inlineTapTarget } from './class-names';

const lists = [
  'block hidden',
  'rounded-xl rounded-full border border-line',
  'size-4 size-6 text-allowed text-banned',
  `${inlineTapTarget} my-0`,
  'grid gap-2 gap-x-4 sm:gap-3 sm:gap-1',
  'px-2 py-1 p-3 -my-3 my-1 text-sm/6 leading-7 bg-black/5 bg-white',
  'hover:bg-sea-100 focus-visible:ring-2 hover:bg-sea-200 [content-visibility:auto] not-a-class',
];

describe('cn', () => {
  it('skips falsy parts and lets a later class win over an earlier one of its kind', () => {
    expect(cn('max-w-lg p-4', false, null, undefined, 'max-w-2xl')).toBe('p-4 max-w-2xl');
    expect(cn('px-2 py-1 text-sm', 'p-3 text-base')).toBe('p-3 text-base');
    expect(cn('hover:bg-sea-100 bg-white', 'hover:bg-sea-200')).toBe('bg-white hover:bg-sea-200');
  });

  it('merges as tailwind-merge’s default configuration does', () => {
    expect(lists.map((list) => cn(list))).toEqual(lists.map((list) => twMerge(list)));
  });
});
