import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type {} from 'altcha/types/global';

/** Called each time the stand-in widget is reset. */
export const altchaResets = vi.fn();

/**
 * The real ALTCHA widget solves a proof of work in web workers; tests use this stand-in element
 * (with `vi.mock('altcha/external', () => ({}))` and its worker mocked in the test file, and
 * `$altcha` made here) and verify it by hand with `solveAltcha`, as the real one would after
 * solving.
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
  // What ALTCHA's module makes as it loads, where the page registers its worker.
  globalThis.$altcha ??= { algorithms: new Map() } as unknown as typeof globalThis.$altcha;
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
