import { Menu, PawPrint, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '@/components/ui/class-names';
import { navLinks } from './nav-links';
import { useCurrentSubtitle } from './page-subtitle';

const mobileNavId = 'mobile-nav';

/** The main links, each drawn by whether it is the page shown; `onFollow` runs on a click. */
function NavItems({
  className,
  linkClassName,
  onFollow,
}: {
  className: string;
  linkClassName: (isActive: boolean) => string;
  onFollow?: () => void;
}) {
  return (
    <ul className={className}>
      {navLinks.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end}
            onClick={onFollow}
            className={({ isActive }) => linkClassName(isActive)}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site header on every page: title and subtitle, the four links, the account corner
 * (`account`: the accounts feature's user menu, given by the app's layout) and, below `md`, a
 * burger button that opens the same links as a panel. The panel closes on navigation, on Escape
 * and on a tap outside the header.
 */
export function Header({ account }: { account?: ReactNode }) {
  const subtitle = useCurrentSubtitle();
  const location = useLocation();
  // The menu is open "at" one page, so going to another page closes it without an effect; a page
  // that only rewrites its query (filters kept in the URL) leaves it open. Its links close it too.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location.pathname;
  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      burgerRef.current?.focus();
    };
    const closeOnOutsideTap = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsideTap);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsideTap);
    };
  }, [isOpen]);

  return (
    <header
      ref={headerRef}
      // The site's blue focus ring is lost on the blue header; white shows on it.
      className="sticky top-0 z-40 bg-sea-700 text-white shadow-md [&_a:focus-visible]:outline-white [&_button:focus-visible]:outline-white"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-1.5 sm:px-4 md:gap-4 md:py-3">
        <div className="flex min-w-0 flex-1 items-center gap-2.5">
          <span
            aria-hidden="true"
            className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-white/15 sm:flex md:size-11"
          >
            <PawPrint className="size-5 md:size-6" />
          </span>
          <div className="min-w-0">
            <Link
              to="/"
              className="block truncate rounded text-lg leading-tight font-bold tracking-tight md:text-xl"
            >
              Devon Dog Beaches
            </Link>
            <p
              data-subtitle
              className="line-clamp-2 text-xs leading-tight text-sea-100 md:line-clamp-1 md:text-sm"
            >
              {subtitle}
            </p>
          </div>
        </div>

        <nav aria-label="Main" className="hidden lg:block">
          <NavItems
            className="flex items-center gap-1"
            linkClassName={(isActive) =>
              cn(
                'inline-flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors',
                isActive
                  ? 'bg-white/15 text-white underline decoration-2 underline-offset-8'
                  : 'text-sea-50 hover:bg-white/10 hover:text-white',
              )
            }
          />
        </nav>

        {account}

        <button
          ref={burgerRef}
          type="button"
          aria-expanded={isOpen}
          aria-controls={mobileNavId}
          aria-label="Menu"
          onClick={() => setOpenAt(isOpen ? null : location.pathname)}
          className="-mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/10 lg:hidden"
        >
          {isOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>

      <nav
        id={mobileNavId}
        aria-label="Main"
        hidden={!isOpen}
        className="border-t border-white/15 bg-sea-800 lg:hidden"
      >
        <NavItems
          className="mx-auto max-w-6xl px-3 py-2"
          onFollow={() => setOpenAt(null)}
          linkClassName={(isActive) =>
            cn(
              'flex min-h-12 items-center rounded-lg px-3 text-base font-medium',
              isActive
                ? 'bg-white/15 text-white shadow-[inset_4px_0_0_0_white]'
                : 'text-sea-50 hover:bg-white/10',
            )
          }
        />
      </nav>
    </header>
  );
}
