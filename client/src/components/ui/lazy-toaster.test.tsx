import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts, toast } from '@/lib/toast';
import { LazyToaster } from './lazy-toaster';

afterEach(() => act(() => resetToasts()));

describe('LazyToaster', () => {
  it('renders nothing until the first notification, then shows it', async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast({ title: 'Link copied!', variant: 'success' });
    });
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('li[data-variant="success"]')).toHaveTextContent(
        'Link copied!',
      ),
    );
  });
});
