import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaginationNav } from './pagination-nav';

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);

describe('PaginationNav', () => {
  it('shows Previous, up to five pages around the current one, and Next', () => {
    render(<PaginationNav page={6} pages={10} onPage={() => {}} />);
    expect(pageButtons()).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
  });

  it('cannot go before the first page or after the last', () => {
    const { rerender } = render(<PaginationNav page={1} pages={7} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<PaginationNav page={7} pages={7} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
  });

  it('asks for the page chosen', () => {
    const onPage = vi.fn();
    render(<PaginationNav page={2} pages={7} onPage={onPage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPage.mock.calls).toEqual([[3], [1], [4]]);
  });

  it('is not shown for a single page', () => {
    const { container } = render(<PaginationNav page={1} pages={1} onPage={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
