import { ChevronDown, ExternalLink, LayoutDashboard, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Admin } from '@shared/admin-session';
import { AccountMenu } from '@/components/ui/dropdown-menu';
import { useAdminLogout } from '../api/admin-session';

const adminLinks = [
  { to: '/admin', icon: LayoutDashboard, label: 'Admin Dashboard' },
  { to: '/', icon: ExternalLink, label: 'View Site' },
];

/** Signs the administrator out and leaves the back office for the home page. */
export function useAdminSignOut() {
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const signOut = () =>
    logout.mutate(undefined, { onSettled: () => void navigate('/', { replace: true }) });
  return { signOut, pending: logout.isPending };
}

/**
 * The signed-in administrator's menu: their name, opening the dashboard, the site and Sign Out (a
 * member's Sign In means nothing in the back office). Its own chunk, with the dropdown's code: the
 * administrator's sign-in page never loads it.
 */
export function AdminAccountDropdown({ admin }: { admin: Admin }) {
  const { signOut, pending } = useAdminSignOut();
  const { name, username } = admin;
  return (
    <AccountMenu
      label={`Administrator menu for ${name}`}
      triggerClassName="inline-flex min-h-11 max-w-28 shrink-0 items-center gap-1.5 rounded-full bg-white/15 px-3 text-sm font-semibold hover:bg-white/25 sm:max-w-56"
      name={name}
      detail={`Administrator · @${username}`}
      links={adminLinks}
      signingOut={pending}
      onSignOut={signOut}
    >
      <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
      {/* A phone's header has room for the first name beside the site's. */}
      <span className="truncate sm:hidden">{name.trim().split(/\s+/)[0]}</span>
      <span className="truncate max-sm:hidden">{name}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 max-sm:hidden" />
    </AccountMenu>
  );
}
