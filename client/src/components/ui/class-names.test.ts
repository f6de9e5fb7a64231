import { twMerge } from 'tailwind-merge';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, whose tailwind-merge has made neither configuration nor tables. */
async function freshClassNames() {
  vi.resetModules();
  return import('./class-names');
}

const lists = [
  'block hidden',
  'rounded-xl rounded-full border border-line',
  'size-4 size-6 text-allowed text-banned',
  'inline-flex min-h-11 items-center -my-3 align-middle my-0',
  'grid gap-2 gap-x-4 sm:gap-3 sm:gap-1',
];

describe('cn', () => {
  it('skips falsy parts and lets a later class win over an earlier one of its kind', async () => {
    const { cn } = await freshClassNames();
    expect(cn('max-w-lg p-4', false, null, undefined, 'max-w-2xl')).toBe('p-4 max-w-2xl');
    expect(cn('px-2 py-1 text-sm', 'p-3 text-base')).toBe('p-3 text-base');
    expect(cn('hover:bg-sea-100 bg-white', 'hover:bg-sea-200')).toBe('bg-white hover:bg-sea-200');
  });

  it('merges as tailwind-merge’s default does when its configuration was made first', async () => {
    const { cn, prepareClassMerge } = await freshClassNames();
    prepareClassMerge();
    expect(lists.map((list) => cn(list))).toEqual(lists.map((list) => twMerge(list)));
  });

  it('merges as tailwind-merge’s default does when nothing was prepared', async () => {
    const { cn } = await freshClassNames();
    expect(lists.map((list) => cn(list))).toEqual(lists.map((list) => twMerge(list)));
  });
});
