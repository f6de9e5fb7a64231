import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Shown under the site title when the page sets none. */
export const defaultTagline = 'Where your dog is welcome on the Devon coast';

const SubtitleContext = createContext<string | null>(null);

/**
 * The subtitle of a page's drawing. The server's drawing (client/src/entry-server.tsx) runs no
 * effects: a page's subtitle is written here while drawing, and the next drawing starts with it.
 * The browser, taking the drawing over (app/start.tsx), starts from the drawn one (`drawnSubtitle`).
 */
export interface DrawnSubtitle {
  read(): string | null;
  write(subtitle: string | null): void;
}
export const DrawnSubtitleContext = createContext<DrawnSubtitle | null>(null);
const SetSubtitleContext = createContext<(subtitle: string | null) => void>(() => {});

export function PageSubtitleProvider({ children }: { children: ReactNode }) {
  const drawn = useContext(DrawnSubtitleContext);
  const [subtitle, setSubtitle] = useState<string | null>(() => drawn?.read() ?? null);
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
  const drawn = useContext(DrawnSubtitleContext);
  if (import.meta.env.SSR) drawn?.write(text ?? null);
  useEffect(() => {
    setSubtitle(text ?? null);
    return () => setSubtitle(null);
  }, [setSubtitle, text]);
}

/** The subtitle in a drawing of the page (the header's `data-subtitle`), unless it is the tagline. */
export function drawnSubtitle(drawing: HTMLElement): string | null {
  const text = drawing.querySelector('[data-subtitle]')?.textContent ?? null;
  return text === defaultTagline ? null : text;
}

/** The subtitle the header shows now. */
export const useCurrentSubtitle = () => useContext(SubtitleContext) ?? defaultTagline;
