import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** Called each time the stand-in widget is reset. */
export const altchaResets = vi.fn();

/**
 * The real ALTCHA widget solves a proof of work in web workers; tests use this stand-in element
 * (with `vi.mock('altcha', () => ({}))` in the test file) and verify it by hand with
 * `solveAltcha`, as the real one would after solving.
 */
class FakeAltchaWidget extends HTMLElement {
  reset() {
    altchaResets();
    this.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'unverified', payload: null } }),
    );
  }
}

export function defineFakeAltchaWidget() {
  if (!customElements.get('altcha-widget')) {
    customElements.define('altcha-widget', FakeAltchaWidget);
  }
}

export async function altchaWidget() {
  await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  return document.querySelector('altcha-widget')!;
}

/** Makes the widget on the page report a solved challenge. */
export async function solveAltcha(payload = 'solved-payload') {
  const element = await altchaWidget();
  act(() => {
    element.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verifying', payload: null } }),
    );
    element.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload } }),
    );
    element.dispatchEvent(new CustomEvent('verified', { detail: { payload } }));
  });
}
