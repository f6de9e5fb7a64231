import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './offline-notice';

const goOffline = (offline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
};

afterEach(() => vi.restoreAllMocks());

describe('OfflineNotice', () => {
  it('says nothing while online, but keeps its live region ready', () => {
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText('Offline, showing saved data')).not.toBeInTheDocument();
  });

  it('shows "Offline, showing saved data" when the connection drops, and hides it when back', () => {
    render(<OfflineNotice />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline, showing saved data$/);
    goOffline(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the notice at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByText('Offline, showing saved data')).toBeVisible();
  });
});
