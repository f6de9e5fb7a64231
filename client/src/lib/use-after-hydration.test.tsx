import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterHydration } from './use-after-hydration';
import { setHydrating } from './use-hydrated';

// Each yield is held until the test lets it go: one task at a time, in the test's hands.
const yields: (() => void)[] = [];
vi.mock('./yield-to-main', () => ({
  yieldToMain: () => new Promise<void>((resolve) => yields.push(resolve)),
}));

/** Lets the next waiting task run, and React render what it set. */
const nextTask = () =>
  act(async () => {
    yields.shift()?.();
    await Promise.resolve();
  });

/** Each section's turns, in the order they came. */
let turns: string[] = [];

function Section({ name }: { name: string }) {
  const ready = useAfterHydration();
  if (ready && !turns.includes(name)) turns.push(name);
  return <p data-testid={name}>{ready ? 'ready' : 'waiting'}</p>;
}

const states = (names: string[]) => names.map((name) => screen.getByTestId(name).textContent);

/** Renders the sections as the hydration of a server render does. */
function hydrate(names: string[], onCommit?: () => void) {
  setHydrating(true);
  const sections = (shown: string[]) => (
    <Profiler id="page" onRender={() => onCommit?.()}>
      {shown.map((name) => (
        <Section key={name} name={name} />
      ))}
    </Profiler>
  );
  const view = render(sections(names));
  setHydrating(false);
  return { rerender: (shown: string[]) => view.rerender(sections(shown)) };
}

afterEach(async () => {
  // Whatever a test left waiting runs out, so the next test starts with the gate at rest.
  while (yields.length > 0) await nextTask();
  turns = [];
});

describe('useAfterHydration', () => {
  it('is true at once on a page the browser renders itself', () => {
    render(<Section name="a" />);
    expect(screen.getByTestId('a')).toHaveTextContent('ready');
  });

  it('waits out the hydration, then lets one section go per task, each in a commit of its own', async () => {
    const names = ['a', 'b', 'c'];
    const commits: string[][] = [];
    let seen = 0;
    hydrate(names, () => {
      commits.push(turns.slice(seen));
      seen = turns.length;
    });
    expect(states(names)).toEqual(['waiting', 'waiting', 'waiting']);
    await nextTask();
    expect(states(names)).toEqual(['ready', 'waiting', 'waiting']);
    await nextTask();
    expect(states(names)).toEqual(['ready', 'ready', 'waiting']);
    await nextTask();
    expect(states(names)).toEqual(['ready', 'ready', 'ready']);
    expect(commits.filter((ready) => ready.length > 0)).toEqual([['a'], ['b'], ['c']]);
  });

  it('skips a section that goes away before its turn', async () => {
    const { rerender } = hydrate(['a', 'b', 'c']);
    await act(async () => rerender(['a', 'c']));
    await nextTask();
    await nextTask();
    expect(states(['a', 'c'])).toEqual(['ready', 'ready']);
    expect(turns).toEqual(['a', 'c']);
  });

  it('passes the turn on when the section holding it goes away before it has rendered', async () => {
    const { rerender } = hydrate(['a', 'b']);
    // a's turn comes, and in the same task a goes, never rendered ready.
    await act(async () => {
      yields.shift()?.();
      await Promise.resolve();
      rerender(['b']);
    });
    expect(turns).toEqual([]);
    await nextTask();
    expect(states(['b'])).toEqual(['ready']);
  });
});
