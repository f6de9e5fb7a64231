import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox, searchDebounceMs } from './search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const box = () => screen.getByRole('searchbox', { name: 'Search beaches' });

describe('SearchBox', () => {
  it('asks to search beaches by name or location', () => {
    render(<SearchBox id="s" value="" onSearch={() => {}} />);
    expect(box()).toHaveAttribute('placeholder', 'Search beaches by name or location...');
  });

  it('commits typing once it pauses', () => {
    const onSearch = vi.fn();
    render(<SearchBox id="s" value="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'ba' } });
    fireEvent.change(box(), { target: { value: 'bay' } });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(searchDebounceMs);
    });
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSearch).toHaveBeenCalledWith('bay', 'typing');
  });

  it('commits at once on Enter, and clears with one tap', () => {
    const onSearch = vi.fn();
    render(<SearchBox id="s" value="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'cove' } });
    fireEvent.submit(box());
    expect(onSearch).toHaveBeenLastCalledWith('cove', 'submit');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('', 'clear');
    expect(box()).toHaveValue('');
    act(() => {
      vi.advanceTimersByTime(searchDebounceMs * 2);
    });
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('follows a change from outside (Back, Clear filters)', () => {
    const { rerender } = render(<SearchBox id="s" value="bay" onSearch={() => {}} />);
    expect(box()).toHaveValue('bay');
    rerender(<SearchBox id="s" value="" onSearch={() => {}} />);
    expect(box()).toHaveValue('');
  });
});

describe('SearchBox with a page that takes a moment to follow', () => {
  it('keeps what is typed while its own search comes back', () => {
    const { rerender } = render(<SearchBox id="s" value="" onSearch={() => {}} />);
    fireEvent.change(box(), { target: { value: 'cove' } });
    act(() => {
      vi.advanceTimersByTime(searchDebounceMs);
    });
    fireEvent.change(box(), { target: { value: 'cove b' } });
    rerender(<SearchBox id="s" value="cove" onSearch={() => {}} />);
    expect(box()).toHaveValue('cove b');
  });
});
