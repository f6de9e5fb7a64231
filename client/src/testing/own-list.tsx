import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
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

/** What every row of a profile list of contributions holds: its beach and its day. */
interface ContributionRow {
  id: number;
  beachId: number;
  beachName: string;
  beachSlug: string;
  createdAt: string;
}

interface MyListCase<T extends ContributionRow> {
  /** The list, and the call that loads it. */
  element: ReactNode;
  path: string;
  title: string;
  /** Said when empty, before the link to find a beach. */
  none: string;
  errorText: string;
  /** One row, in the words of the rows test: "review" ("lists each review, ..."). */
  kind: string;
  /** A row's own fields, as made at Croyde Bay on 21 July 2026. */
  row: Omit<T, keyof ContributionRow>;
  /** How the server's two rows differ from that: the newer (made at Bantham) first. */
  rows: [Partial<T>, Partial<T>];
  /** What the two rows, as shown, say of their own kind. */
  expectRows: (newer: HTMLElement, older: HTMLElement) => void;
}

/**
 * A profile list of contributions: its loading, empty and error (with Retry) states, and its rows
 * in the server's order (newest first), each linking to its beach by slug, then saying what
 * `expectRows` expects of that kind.
 */
export function describeMyList<T extends ContributionRow>(name: string, list: MyListCase<T>) {
  const { element, path, title, row, rows, expectRows } = list;
  const make = (overrides: Partial<T>) =>
    ({
      id: 1,
      beachId: 3,
      beachName: 'Croyde Bay',
      beachSlug: 'croyde-bay',
      createdAt: '2026-07-21T12:00:00.000Z',
      ...row,
      ...overrides,
    }) as T;
  const bantham = { id: 2, beachId: 4, beachName: 'Bantham', beachSlug: 'bantham' };

  describe(name, () => {
    it('shows loading, empty and error states', async () => {
      const empty = { text: list.none, link: 'Find a beach', to: '/beaches' };
      await expectOwnListStates({ element, path, title, empty, errorText: list.errorText });
    });

    it(`lists each ${list.kind}, newest first, linking to its beach`, async () => {
      renderOwnList(element, path, { body: [make({ ...bantham, ...rows[0] }), make(rows[1])] });
      expect(await screen.findByRole('heading', { name: `${title} (2)` })).toBeInTheDocument();
      expect(beachLinks()).toEqual([
        ['Bantham', '/beach/bantham'],
        ['Croyde Bay', '/beach/croyde-bay'],
      ]);
      const [newer, older] = screen.getAllByRole('listitem');
      expectRows(newer!, older!);
    });
  });
}
