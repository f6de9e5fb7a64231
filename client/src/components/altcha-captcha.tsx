import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/global';
import { RefreshCw } from 'lucide-react';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import 'altcha/altcha.css';
import './altcha-captcha.css';

/** Where the widget fetches its proof-of-work challenge: ALTCHA, served by our own API. */
export const captchaChallengeUrl = '/api/captcha';

export interface CaptchaHandle {
  /** A fresh, unsolved challenge: after a message was sent, and after a failed send. */
  reset: () => void;
}

interface AltchaCaptchaProps {
  /** The solved payload when the widget is verified; null when it is not (again). */
  onPayloadChange: (payload: string | null) => void;
  /** The id of the message that says the CAPTCHA is needed, when shown. */
  errorId?: string;
  /** When solving starts: at the form's first focus (default), or as soon as it is shown. */
  auto?: 'onfocus' | 'onload';
  ref?: Ref<CaptchaHandle>;
}

type WidgetDetail = { state?: string; payload?: string | null };

// No pointer and scroll collection: nothing about the visitor goes anywhere but the challenge.
const widgetConfiguration = JSON.stringify({ humanInteractionSignature: false });

/**
 * Defines the `<altcha-widget>` element. ALTCHA's `external` build is used rather than its default
 * one: the default adds its stylesheet to the page from script when it loads (a restyle of the
 * whole page, while the page is starting) and carries its proof-of-work workers as text to run
 * from `blob:` URLs. Here the stylesheet is part of this component's CSS, and the one worker our
 * challenges need (PBKDF2 with SHA-256, server/src/features/contact/captcha.ts) is a file of the
 * build, so the content security policy need not allow `blob:` workers.
 */
async function defineWidget() {
  const [, { default: Pbkdf2Worker }] = await Promise.all([
    import('altcha/external'),
    import('altcha/workers/pbkdf2?worker'),
  ]);
  $altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
}

/**
 * The ALTCHA widget (a web component, about 30 KB gzipped): its code loads with this component
 * only, so it stays out of every other page. It fetches a challenge from our own server and solves
 * it in the browser; no third party is involved. It starts solving when the visitor first focuses
 * the form, so it is usually done by the time they have typed their message.
 */
export function AltchaCaptcha({
  onPayloadChange,
  errorId,
  auto = 'onfocus',
  ref,
}: AltchaCaptchaProps) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const widget = useRef<AltchaWidgetElement>(null);
  const onPayloadChangeRef = useRef(onPayloadChange);
  useEffect(() => {
    onPayloadChangeRef.current = onPayloadChange;
  });

  useEffect(() => {
    let active = true;
    defineWidget().then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  useEffect(() => {
    const element = widget.current;
    if (status !== 'ready' || !element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<WidgetDetail>).detail ?? {};
      onPayloadChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    const onVerified = (event: Event) => {
      const { payload } = (event as CustomEvent<WidgetDetail>).detail ?? {};
      if (payload) onPayloadChangeRef.current(payload);
    };
    const onExpired = () => onPayloadChangeRef.current(null);
    element.addEventListener('statechange', onState);
    element.addEventListener('verified', onVerified);
    element.addEventListener('expired', onExpired);
    return () => {
      element.removeEventListener('statechange', onState);
      element.removeEventListener('verified', onVerified);
      element.removeEventListener('expired', onExpired);
    };
  }, [status]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        const element = widget.current;
        if (element && typeof element.reset === 'function') element.reset();
        onPayloadChangeRef.current(null);
      },
    }),
    [],
  );

  if (status === 'failed') {
    return (
      <div role="alert" className="space-y-2 rounded-xl border border-line bg-sand-50 p-3">
        <p className="text-ink-muted">The verification could not be loaded.</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setStatus('loading');
            setAttempt((count) => count + 1);
          }}
        >
          <RefreshCw aria-hidden="true" className="size-4" /> Retry
        </Button>
      </div>
    );
  }
  if (status === 'loading') {
    return (
      <p
        role="status"
        className="flex min-h-16 items-center rounded-xl border border-line bg-white px-4 text-ink-muted"
      >
        Loading verification...
      </p>
    );
  }
  return (
    <altcha-widget
      ref={widget}
      challenge={captchaChallengeUrl}
      auto={auto}
      configuration={widgetConfiguration}
      aria-describedby={errorId}
      style={{
        '--altcha-max-width': '100%',
        '--altcha-border-radius': '0.75rem',
        '--altcha-color-primary': 'var(--color-sea-600, #0b5f8a)',
        '--altcha-color-success': 'var(--color-allowed, #17703a)',
        '--altcha-color-error': 'var(--color-banned, #b42318)',
      }}
      className="block"
    />
  );
}
