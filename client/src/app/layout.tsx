import { Link, Outlet } from 'react-router';

export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="bg-sea-700 text-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <Link to="/" className="flex flex-col">
            <span className="text-xl font-bold">Devon Dog Beaches</span>
            <span className="text-sm text-sea-100">
              Where your dog is welcome on the Devon coast
            </span>
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <footer className="border-t border-line bg-white">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-ink-muted">
          Contains Environment Agency information © Environment Agency and/or database right.
        </p>
      </footer>
    </div>
  );
}
