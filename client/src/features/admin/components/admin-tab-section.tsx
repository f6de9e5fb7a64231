import type { ReactNode } from 'react';

/**
 * A back-office tab's section: named by a heading only screen readers get, as the tab button
 * already shows the name.
 */
export function AdminTabSection({
  titleId,
  title,
  className = 'space-y-4',
  children,
}: {
  titleId: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="sr-only">
        {title}
      </h2>
      {children}
    </section>
  );
}
