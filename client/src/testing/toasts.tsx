import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { Toaster } from '@/components/ui/toaster';

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
