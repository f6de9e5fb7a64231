import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListPage } from '../../lib/filter-options';
import {
  parseListState,
  serializeListState,
  type BeachFilters,
  type ListState,
  type ListView,
  withSearch,
} from '../../lib/list-state';

interface Commit {
  /** Replace the history entry (typing in search) instead of pushing one (a deliberate change). */
  replace?: boolean;
}

/**
 * A list's filters, sort, page and view, kept in the URL query so a list can be bookmarked, shared
 * and restored with Back. Each change is made from the URL as it is then, never a stale copy.
 */
export function useListState(page: ListPage) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, page), [params, page]);

  const update = useCallback(
    (change: (current: ListState) => ListState, { replace = false }: Commit = {}) =>
      setParams((current) => serializeListState(change(parseListState(current, page)), page), {
        replace,
        preventScrollReset: true,
      }),
    [setParams, page],
  );

  /** Any filter change starts again from page 1. */
  const setFilters = useCallback(
    (filters: BeachFilters, commit?: Commit) =>
      update((current) => ({ ...current, filters, page: 1 }), commit),
    [update],
  );

  /** A change worked out from the filters as they are when it lands (e.g. after Near me answers). */
  const updateFilters = useCallback(
    (change: (filters: BeachFilters) => BeachFilters, commit?: Commit) =>
      update((current) => ({ ...current, filters: change(current.filters), page: 1 }), commit),
    [update],
  );

  const setSearch = useCallback(
    (search: string, commit?: Commit) =>
      update(
        (current) => ({ ...current, filters: withSearch(current.filters, search), page: 1 }),
        commit,
      ),
    [update],
  );

  const setPage = useCallback(
    (pageNumber: number) => update((current) => ({ ...current, page: pageNumber })),
    [update],
  );

  const setView = useCallback(
    (view: ListView) => update((current) => ({ ...current, view })),
    [update],
  );

  return { ...state, setFilters, updateFilters, setSearch, setPage, setView };
}
