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
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-sm text-ink-muted">
          <p>
            Dog rules come from the councils' dog control orders and landowners; they change, and
            the signs at the beach are what counts. Each beach says when its rule was last checked.
          </p>
          <p>
            Contains Environment Agency information © Environment Agency and/or database right (Open
            Government Licence v3.0).
          </p>
          <p>
            Tide predictions are approximate and not for navigation: computed from TICON-4 tidal
            constants (Hart-Davis, Dettmering and Seitz, 2025, CC BY 4.0) via the Neaps tide
            database.
          </p>
        </div>
      </footer>
    </div>
  );
}
