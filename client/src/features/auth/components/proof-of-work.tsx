import { useRef, useState } from 'react';
import { AltchaCaptcha, type CaptchaHandle } from '@/components/altcha-captcha';
import { needsProofOfWork } from '@/lib/form-errors';

/**
 * The proof of work a sign-in must carry once its account has had many failed attempts: the
 * server answers 429 with `captchaRequired`, the form then shows the ALTCHA widget, which solves a
 * challenge in the browser, and the next attempt sends the solved payload as `captcha`. Each
 * payload is accepted once, so the widget starts afresh after every attempt.
 */
export function useProofOfWork() {
  const [required, setRequired] = useState(false);
  const [payload, setPayload] = useState<string | null>(null);
  const widget = useRef<CaptchaHandle>(null);

  return {
    required,
    /** The solved payload to send, when there is one. */
    captcha: payload ?? undefined,
    /** After a failed attempt: whether it asked for a proof of work (the widget is then shown). */
    afterFailure(error: unknown): boolean {
      widget.current?.reset();
      if (!needsProofOfWork(error)) return false;
      setRequired(true);
      return true;
    },
    widget: required ? (
      <div className="space-y-2">
        <p className="text-sm text-ink-muted">
          Confirm you are a person: your browser solves a small puzzle, which takes a few seconds.
        </p>
        <AltchaCaptcha ref={widget} auto="onload" onPayloadChange={setPayload} />
      </div>
    ) : null,
  };
}
