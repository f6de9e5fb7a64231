import { fireEvent, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/app/provider';
import { renderRoutes } from './render-routes';
import { withToasts } from './toasts';

/**
 * Renders a back-office list with the toaster, and a beach page to link to; returns the query client
 * (pass one to look into its cache).
 */
export function renderAdminList(
  element: ReactNode,
  queryClient: QueryClient = createQueryClient(),
) {
  renderRoutes(
    [
      { path: '/', element: withToasts(element) },
      { path: '/beach/:id', element: <p>Beach page</p> },
    ],
    '/',
    queryClient,
  );
  return queryClient;
}

/** Presses `button` in the dialog named `dialogName`. */
export const confirmIn = async (dialogName: string, button: string) => {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
};

/** The list item that holds `text`, to look inside it. */
export const itemOf = (text: string) => {
  const item = screen.getByText(text).closest('li');
  if (!item) throw new Error(`No list item holds "${text}"`);
  return within(item);
};
