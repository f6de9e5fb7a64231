import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ListPage } from '../../lib/filter-options';
import {
  applyFilterChange,
  parseListState,
  serializeListState,
  type BeachFilters,
  type FilterName,
  type ListState,
  type ListView,
  withSearch,
} from '../../lib/list-state';

interface Commit {
  /** Replace the history entry (typing in search) instead of pushing one (a deliberate change). */
  replace?: boolean;
}

interface FilterCommit extends Commit {
  /** The filter the visitor set: applied even when this render already shows its value. */
  named?: FilterName;
}

/**
 * A list's filters, sort, page and view, kept in the URL query so a list can be bookmarked, shared
 * and restored with Back. Each change is made from the URL as it is then, never a stale copy:
 * React Router's functional `setSearchParams` hands the updater the query of the render it was
 * made in, so a tap that lands before the previous change has rendered (a day chosen right after
 * Enter in the search box) would drop that change. The last query asked for is kept until the
 * router renders it.
 */
export function useListState(page: ListPage) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, page), [params, page]);
  // The router's query (a new object only when the URL's query changes), and the one last asked
  // for from it.
  const rendered = useRef(params);
  useLayoutEffect(() => {
    rendered.current = params;
  }, [params]);
  const asked = useRef<{ from: URLSearchParams; to: URLSearchParams } | null>(null);

  const update = useCallback(
    (change: (current: ListState) => ListState, { replace = false }: Commit = {}) => {
      const from = rendered.current;
      const current = asked.current?.from === from ? asked.current.to : from;
      const to = serializeListState(change(parseListState(current, page)), page);
      // Nothing changed (a second choice naming the same day): no second history entry.
      if (to.toString() === current.toString()) return;
      asked.current = { from, to };
      setParams(to, { replace, preventScrollReset: true });
    },
    [setParams, page],
  );

  /**
   * Any filter change starts again from page 1. `filters` is this render's filters with some
   * changed: only those (and the one `named`) are applied, onto the filters as they are when the
   * change lands (applyFilterChange).
   */
  const shown = state.filters;
  const setFilters = useCallback(
    (filters: BeachFilters, { named, ...commit }: FilterCommit = {}) =>
      update(
        (current) => ({
          ...current,
          filters: applyFilterChange(current.filters, shown, filters, named),
          page: 1,
        }),
        commit,
      ),
    [update, shown],
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
