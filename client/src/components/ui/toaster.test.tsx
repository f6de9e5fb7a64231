import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, toast, toastDuration, toastRemoveDelay, useToasts } from '@/lib/toast';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows one notification at a time: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Link copied!', description: 'Beach link has been copied to your clipboard' });
    });
    expect(screen.getByText('Link copied!')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Copy failed. Please copy the link manually.', variant: 'error' });
    });
    expect(screen.queryByText('Link copied!')).toBeNull();
    const shown = document.querySelectorAll('li[data-variant]');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('Copy failed. Please copy the link manually.');
  });

  it('marks each variant and gives it an icon', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Signed out', variant: 'success' });
    });
    const item = screen.getByText('Signed out').closest('li')!;
    expect(item).toHaveAttribute('data-variant', 'success');
    expect(item.querySelector('svg')).not.toBeNull();
  });

  it('closes after 5000 ms and forgets the notification 1,000,000 ms later', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    function Count() {
      seen.push(useToasts().length);
      return null;
    }
    render(
      <>
        <Toaster />
        <Count />
      </>,
    );
    act(() => {
      toast({ title: 'Welcome back!' });
    });
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(toastDuration + 100);
    });
    expect(screen.queryByText('Welcome back!')).toBeNull();
    expect(seen.at(-1)).toBe(1);
    act(() => {
      vi.advanceTimersByTime(toastRemoveDelay);
    });
    expect(seen.at(-1)).toBe(0);
  });

  it('closes with its close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Link copied!' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Link copied!')).toBeNull();
  });
});
