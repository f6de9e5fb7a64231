import { act, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAfterHydration } from './use-after-hydration';
import { setHydrating } from './use-hydrated';

/** Each section's turns, in the order they came. */
let turns: string[] = [];

function Section({ name }: { name: string }) {
  const ready = useAfterHydration();
  if (ready && !turns.includes(name)) turns.push(name);
  return <p data-testid={name}>{ready ? 'ready' : 'waiting'}</p>;
}

const states = (names: string[]) => names.map((name) => screen.getByTestId(name).textContent);

afterEach(() => {
  setHydrating(false);
  turns = [];
});

describe('useAfterHydration', () => {
  it('is true at once on a page the browser renders itself', () => {
    render(<Section name="a" />);
    expect(screen.getByTestId('a')).toHaveTextContent('ready');
  });

  it('waits out the hydration, then lets each section go in turn, each in a render of its own', async () => {
    setHydrating(true);
    const names = ['a', 'b', 'c'];
    // The sections made ready in each commit.
    const commits: string[][] = [];
    let seen = 0;
    render(
      <Profiler
        id="page"
        onRender={() => {
          commits.push(turns.slice(seen));
          seen = turns.length;
        }}
      >
        {names.map((name) => (
          <Section key={name} name={name} />
        ))}
      </Profiler>,
    );
    expect(states(names)).toEqual(['waiting', 'waiting', 'waiting']);
    setHydrating(false);
    await waitFor(() => expect(states(names)).toEqual(['ready', 'ready', 'ready']));
    expect(turns).toEqual(names);
    // One section a commit, never two at once.
    expect(commits.filter((ready) => ready.length > 0)).toEqual([['a'], ['b'], ['c']]);
  });

  it('passes the turn on when a section that holds it, or waits for it, goes away', async () => {
    setHydrating(true);
    const { rerender } = render(
      <>
        <Section name="a" />
        <Section name="b" />
        <Section name="c" />
      </>,
    );
    setHydrating(false);
    // b goes before its turn comes; a and c still get theirs.
    await act(async () => {
      rerender(
        <>
          <Section name="a" />
          <Section name="c" />
        </>,
      );
    });
    await waitFor(() => expect(states(['a', 'c'])).toEqual(['ready', 'ready']));
    expect(turns).toEqual(['a', 'c']);
  });
});
