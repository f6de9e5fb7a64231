import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageSubtitle } from '@/components/layout/page-subtitle';
import { PageTitle } from '@/lib/page-title';

/** The frame of the small account pages: a title and one card. */
export function AccountPage({
  title,
  intro,
  children,
  aside,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  usePageSubtitle(title);
  return (
    <div
      className={
        aside
          ? 'mx-auto grid max-w-5xl items-start gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]'
          : 'mx-auto max-w-md'
      }
    >
      <PageTitle title={title} />
      <section
        aria-labelledby="account-page-title"
        className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      >
        <h1 id="account-page-title" className="text-2xl font-bold">
          {title}
        </h1>
        {intro && <p className="mt-1 text-ink-muted">{intro}</p>}
        <div className="mt-5">{children}</div>
      </section>
      {aside}
    </div>
  );
}

/**
 * A signed-in page's frame while the browser asks who is signed in: what the server renders (it
 * renders as nobody), and the page's first render, until the answer fills it in.
 */
export function CheckingSignIn({ title }: { title: string }) {
  return (
    <AccountPage title={title}>
      <p role="status" className="text-ink-muted">
        Checking that you are signed in...
      </p>
    </AccountPage>
  );
}

/** The beach a link from its page fixed (`?beachId&beachName`), or null when none is. */
export function fixedBeachFrom(params: URLSearchParams) {
  const id = Number(params.get('beachId'));
  const name = params.get('beachName');
  return Number.isInteger(id) && id > 0 && name ? { id, name } : null;
}

/** Back to the fixed beach's page, or else to the profile. */
export function BackLink({
  beach,
  className,
}: {
  beach: { id: number } | null;
  className: string;
}) {
  return (
    <Link to={beach ? `/beach/${beach.id}` : '/profile'} className={className}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {beach ? 'Back to Beach' : 'Back to Profile'}
    </Link>
  );
}
