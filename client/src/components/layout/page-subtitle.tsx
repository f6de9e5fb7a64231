import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Shown under the site title when the page sets none. */
export const defaultTagline = 'Where your dog is welcome on the Devon coast';

const SubtitleContext = createContext<string | null>(null);

/**
 * The subtitle of a page's server render. SSR (client/src/entry-server.tsx) runs no effects: a
 * page's subtitle is written here while rendering, and the next render starts with it. The
 * browser, hydrating the server render (app/hydrate.tsx), starts from the server-rendered one
 * (`ssrSubtitle`), so hydration does not mismatch.
 */
export interface SsrSubtitle {
  read(): string | null;
  write(subtitle: string | null): void;
}
export const SsrSubtitleContext = createContext<SsrSubtitle | null>(null);
const SetSubtitleContext = createContext<(subtitle: string | null) => void>(() => {});

export function PageSubtitleProvider({ children }: { children: ReactNode }) {
  const ssr = useContext(SsrSubtitleContext);
  const [subtitle, setSubtitle] = useState<string | null>(() => ssr?.read() ?? null);
  return (
    <SetSubtitleContext value={setSubtitle}>
      <SubtitleContext value={subtitle}>{children}</SubtitleContext>
    </SetSubtitleContext>
  );
}

/**
 * Sets the header's subtitle while the calling page is shown: `usePageSubtitle('All beaches')`.
 * Leaving the page (or passing null) brings back the default tagline.
 */
export function usePageSubtitle(text: string | null | undefined) {
  const setSubtitle = useContext(SetSubtitleContext);
  const ssr = useContext(SsrSubtitleContext);
  if (import.meta.env.SSR) ssr?.write(text ?? null);
  useEffect(() => {
    setSubtitle(text ?? null);
    return () => setSubtitle(null);
  }, [setSubtitle, text]);
}

/** The subtitle in a server render (the header's `data-subtitle`), unless it is the tagline. */
export function ssrSubtitle(serverRendered: HTMLElement): string | null {
  const text = serverRendered.querySelector('[data-subtitle]')?.textContent ?? null;
  return text === defaultTagline ? null : text;
}

/** The subtitle the header shows now. */
export const useCurrentSubtitle = () => useContext(SubtitleContext) ?? defaultTagline;
