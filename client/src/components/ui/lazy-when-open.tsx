import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog (or another part shown on demand) whose code loads the first time it opens. A beach page
 * renders its dialogs closed: their forms, validation schemas and Radix Dialog are some 90 kB of
 * JavaScript that a visitor who never opens one should not download and evaluate while the page
 * starts and hydrates. Once opened it stays mounted, so closing it keeps its animation and state.
 * `isOpen` says from its props whether it is open (by default, `open`).
 */
export function lazyWhenOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => 'open' in props && props.open === true,
): ComponentType<P> {
  const Component = lazy(async () => ({ default: await load() }));
  function LazyWhenOpen(props: P) {
    const [opened, setOpened] = useState(() => isOpen(props));
    // Derived from the props during render, so the first open renders the part in the same pass.
    if (!opened && isOpen(props)) setOpened(true);
    if (!opened && !isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazyWhenOpen;
}
