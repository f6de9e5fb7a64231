import { useId, type ComponentType, type ReactNode } from 'react';

interface DetailCardProps {
  title: string;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  children: ReactNode;
  id?: string;
  className?: string;
  /** Something beside the heading, such as an action. */
  aside?: ReactNode;
}

/** A titled card of the beach page: one `section` with its heading as its name. */
export function DetailCard({
  title,
  icon: Icon,
  children,
  id,
  className = '',
  aside,
}: DetailCardProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
          {Icon && <Icon aria-hidden="true" className="size-5 text-sea-600" />}
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
