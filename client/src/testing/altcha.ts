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
  /**
   * How many `statechange` listeners the page has added. The page renders the element and adds
   * its listeners in an effect after that commit; a state reported in between would be lost, so
   * `altchaWidget` waits for a listener as a visitor waits for the widget to work.
   */
  listeners = 0;

  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (type === 'statechange') this.listeners += 1;
    super.addEventListener(type, listener, options);
  }

  override removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ) {
    if (type === 'statechange') this.listeners -= 1;
    super.removeEventListener(type, listener, options);
  }

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

/** The widget on the page, once the page listens to it. */
export async function altchaWidget() {
  await waitFor(() =>
    expect(document.querySelector<FakeAltchaWidget>('altcha-widget')?.listeners).toBeGreaterThan(0),
  );
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
