import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithQueryClient } from '@/testing/render-routes';
import { stubApi } from '@/testing/stub-api';
import { SharePanel } from './share-panel';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

const publicUrl = 'https://devondogbeaches.co.uk';

beforeEach(() => {
  stubApi({
    'GET /api/site': { body: { publicUrl, heroVideoUrl: null, analyticsScriptUrl: null } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

const renderPanel = () =>
  renderWithQueryClient(
    <SharePanel title="Bantham" path="/beach/bantham" text="Bantham, South Devon." />,
  );

const toggle = () => screen.getByRole('button', { name: 'Share this beach' });

async function openPanel() {
  renderPanel();
  fireEvent.click(toggle());
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Link to this beach' })).toHaveValue(
      `${publicUrl}/beach/bantham`,
    ),
  );
}

describe('SharePanel', () => {
  it('is collapsed by default and toggles open and closed', () => {
    renderPanel();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens social channels in a 600x400 pop-up with the public link', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await openPanel();
    fireEvent.click(screen.getByRole('link', { name: 'Facebook' }));
    expect(open).toHaveBeenCalledWith(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${publicUrl}/beach/bantham`)}`,
      'share-facebook',
      expect.stringMatching(/^width=600,height=400,/),
    );
    fireEvent.click(screen.getByRole('link', { name: 'WhatsApp' }));
    fireEvent.click(screen.getByRole('link', { name: 'X' }));
    expect(open).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it("toasts 'Link copied!' after copying the link", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Link copied!',
        description: 'Beach link has been copied to your clipboard',
        variant: 'success',
      }),
    );
    expect(writeText).toHaveBeenCalledWith(`${publicUrl}/beach/bantham`);
  });

  it('says when copying fails', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Copy failed. Please copy the link manually.',
        variant: 'error',
      }),
    );
  });

  it('offers the native share when the device has one, and ignores a cancelled share', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Share via your device' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Bantham',
      text: 'Bantham, South Devon.',
      url: `${publicUrl}/beach/bantham`,
    });
    await Promise.resolve();
    expect(toast).not.toHaveBeenCalled();
  });

  it('hides the native share button where there is none', async () => {
    await openPanel();
    expect(screen.queryByRole('button', { name: 'Share via your device' })).toBeNull();
  });
});
