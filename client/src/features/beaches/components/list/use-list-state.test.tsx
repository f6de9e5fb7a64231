import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listDayChoices } from '@shared/list-day';
import { useListState } from './use-list-state';

type ListStateHook = ReturnType<typeof useListState>;

/** The home list at `/`, with every render's hook result kept in order. */
function renderList() {
  const renders: ListStateHook[] = [];
  function Probe() {
    renders.push(useListState('home'));
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  return { renders, router };
}

const { today, tomorrow } = listDayChoices();

describe('useListState', () => {
  it('keeps a search when a filter is chosen from the render before the search landed', async () => {
    const { renders, router } = renderList();
    // Both taps come from the same render, as a day tapped right after Enter in the search box.
    const first = renders[0]!;
    await act(async () => {
      first.setSearch('Exeter');
      first.setFilters({ ...first.filters, dogsAllowedOn: tomorrow });
    });
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('q')).toBe('Exeter');
    expect(query.get('dogsAllowedOn')).toBe(tomorrow);
    expect(renders.at(-1)!.filters).toMatchObject({ search: 'Exeter', dogsAllowedOn: tomorrow });
  });

  it('applies only what a change sets, so a later change undoes an earlier one', async () => {
    const { renders, router } = renderList();
    const first = renders[0]!;
    await act(async () => {
      first.setFilters({ ...first.filters, offLeadAllYear: true });
      first.setFilters({ ...first.filters, dogsAllowedOn: tomorrow });
    });
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('dogsAllowedOn')).toBe(tomorrow);
    expect(renders.at(-1)!.filters.offLeadAllYear).toBe(true);

    const latest = renders.at(-1)!;
    await act(async () => {
      latest.setFilters({ ...latest.filters, offLeadAllYear: false });
    });
    expect(renders.at(-1)!.filters).toMatchObject({
      offLeadAllYear: false,
      dogsAllowedOn: tomorrow,
    });
  });

  it('applies the filter a change names even when the render already shows its value', async () => {
    const { renders, router } = renderList();
    await act(async () => {
      renders[0]!.setFilters({ ...renders[0]!.filters, dogsAllowedOn: today });
    });
    const onToday = renders.at(-1)!;
    // Tomorrow, then today again (Saturday, on a Saturday) before tomorrow has rendered.
    await act(async () => {
      onToday.setFilters(
        { ...onToday.filters, dogsAllowedOn: tomorrow },
        { named: 'dogsAllowedOn' },
      );
      onToday.setFilters({ ...onToday.filters, dogsAllowedOn: today }, { named: 'dogsAllowedOn' });
    });
    expect(new URLSearchParams(router.state.location.search).get('dogsAllowedOn')).toBe(today);
    expect(renders.at(-1)!.filters.dogsAllowedOn).toBe(today);
  });

  it('adds no history entry for a change that changes nothing', async () => {
    const { renders, router } = renderList();
    await act(async () => {
      renders[0]!.setFilters({ ...renders[0]!.filters, dogsAllowedOn: tomorrow });
    });
    const before = router.state.location.key;
    const latest = renders.at(-1)!;
    await act(async () => {
      latest.setFilters({ ...latest.filters, dogsAllowedOn: tomorrow }, { named: 'dogsAllowedOn' });
    });
    expect(router.state.location.key).toBe(before);
  });
});
