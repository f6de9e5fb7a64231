import { PageTitle } from '@/lib/page-title';
import { LockKeyhole } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

/**
 * A page that needs an account, seen signed out. `href` is where Sign In goes: the login endpoint
 * (/api/login) or /auth, each with the way back.
 */
export function SignInRequired({
  href,
  text,
  pageTitle,
}: {
  href: string;
  text: string;
  /** The document's title, for a page that sets none of its own around this card. */
  pageTitle?: string;
}) {
  return (
    <section
      aria-labelledby="sign-in-required"
      className="mx-auto max-w-md space-y-4 rounded-2xl border border-line bg-white p-6 text-center shadow-sm"
    >
      {pageTitle && <PageTitle title={pageTitle} />}
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-sea-50">
        <LockKeyhole aria-hidden="true" className="size-7 text-sea-600" />
      </span>
      <h1 id="sign-in-required" className="text-2xl font-bold">
        Sign In Required
      </h1>
      <p className="text-ink-muted">{text}</p>
      <a href={href} className={buttonClasses({ size: 'lg' })}>
        Sign In
      </a>
    </section>
  );
}
