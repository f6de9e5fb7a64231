import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/lib/page-title';

/** Any path the site does not know. */
export function NotFoundRoute() {
  return (
    <section className="mx-auto max-w-xl py-10 text-center sm:py-16">
      <PageTitle title="404 Page Not Found" />
      <div className="mx-auto flex size-20 items-center justify-center rounded-full bg-sea-50 text-sea-600">
        <Compass aria-hidden="true" className="size-10" />
      </div>
      <h1 className="mt-6 text-3xl font-bold text-ink">404 Page Not Found</h1>
      <p className="mt-3 text-lg text-ink-muted">
        This path leads nowhere, like a dog on the scent of a long-gone sandwich. The page may have
        moved, or the address may have a typo.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses()}>
          Back to the home page
        </Link>
        <Link to="/beaches" className={buttonClasses({ variant: 'secondary' })}>
          See all beaches
        </Link>
      </div>
    </section>
  );
}
