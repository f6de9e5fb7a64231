import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TypeTiles } from './type-tiles';

const counts = { mixed: 4, sandy: 1, rocky: 0 };

describe('TypeTiles', () => {
  it('shows the four types with counts from the data', () => {
    render(<TypeTiles selected={null} counts={counts} onSelect={() => {}} />);
    const names = screen.getAllByRole('button').map((tile) => tile.textContent);
    expect(names).toEqual(['Mixed4 beaches', 'Sandy1 beach', 'Rocky0 beaches', 'Pebble0 beaches']);
  });

  it('sets a type, and resets to all when the active tile is tapped again', () => {
    const onSelect = vi.fn();
    render(<TypeTiles selected="sandy" counts={counts} onSelect={onSelect} />);
    const sandy = screen.getByRole('button', { name: /^Sandy/ });
    expect(sandy).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Rocky/ })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(sandy);
    expect(onSelect).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: /^Rocky/ }));
    expect(onSelect).toHaveBeenLastCalledWith('rocky');
  });
});
