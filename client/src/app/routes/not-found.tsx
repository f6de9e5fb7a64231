import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <section className="py-16 text-center">
      <title>404 Page Not Found | Devon Dog Beaches</title>
      <h1 className="text-3xl font-bold text-ink">404 Page Not Found</h1>
      <p className="mt-2 text-ink-muted">There is no page at this address.</p>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-sea-600 px-5 font-semibold text-white"
      >
        Back to beaches
      </Link>
    </section>
  );
}
