import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { renderRoutes } from './render-routes';
import { noAnswer, stubApi, type Handler } from './stub-api';

/** Renders a profile list at /profile, its call answered by `reply`. */
export function renderOwnList(element: ReactNode, path: string, reply: Handler) {
  const fetchMock = stubApi({ [`GET ${path}`]: reply });
  renderRoutes([{ path: '/profile', element }], '/profile');
  return fetchMock;
}

interface OwnListStates {
  element: ReactNode;
  /** The call that loads it. */
  path: string;
  /** The card's title, before its count. */
  title: string;
  empty: { text: string; link: string; to: string };
  errorText: string;
}

/** A profile list's loading, empty and error (with Retry) states, each one after another. */
export async function expectOwnListStates({
  element,
  path,
  title,
  empty,
  errorText,
}: OwnListStates) {
  renderOwnList(element, path, noAnswer);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  cleanup();

  renderOwnList(element, path, { body: [] });
  expect(await screen.findByRole('heading', { name: `${title} (0)` })).toBeInTheDocument();
  expect(screen.getByText(empty.text, { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: empty.link })).toHaveAttribute('href', empty.to);
  cleanup();

  let fail = true;
  renderOwnList(element, path, () => (fail ? { status: 500, body: {} } : { body: [] }));
  // One retry a second later, then the error.
  expect(await screen.findByText(errorText, {}, { timeout: 5000 })).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: `${title} (0)` })).toBeInTheDocument();
}

/** The rows' beach links, in the order shown. */
export const beachLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/beach/'))
    .map((link) => [link.textContent, link.getAttribute('href')]);
