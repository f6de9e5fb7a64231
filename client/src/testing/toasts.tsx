import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/lib/toast';

/** After each test of the file: the real fetch back (stubApi), and no toast left for the next one. */
export function restoreAfterEach() {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });
}

/** The element with the app's toaster beside it, so a test can read its notifications. */
export const withToasts = (element: ReactNode) => (
  <>
    {element}
    <Toaster />
  </>
);

/** Waits for a notification showing `text` (Radix also announces it, hence "all"). */
export const toastWith = async (text: string) =>
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
