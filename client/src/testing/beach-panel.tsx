import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { renderRoutes } from './render-routes';
import { withToasts } from './toasts';

/** The beach whose page the signed-in panels (check-ins, rule reports) are tested on. */
export const croydeBay = { id: 3, name: 'Croyde Bay' };
const beachPage = '/beach/croyde-bay';

/** Renders `panel` on Croyde Bay's page, with the toaster and a sign-in page to be sent to. */
export const renderOnBeachPage = (panel: ReactNode) =>
  renderRoutes(
    [
      { path: beachPage, element: withToasts(panel) },
      { path: '/auth', element: <p>Sign in page</p> },
    ],
    beachPage,
  );

/** Clicks `button` once the session has answered and it is enabled. */
export async function clickWhenEnabled(button: HTMLElement) {
  // A ceiling for the session call on a busy machine, not a wait.
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
  fireEvent.click(button);
}

/** The visitor is on the sign-in page, sent there with the way back to the beach page. */
export async function expectSentToSignIn(router: ReturnType<typeof renderOnBeachPage>) {
  expect(await screen.findByText('Sign in page')).toBeInTheDocument();
  expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent(beachPage)}`);
}
