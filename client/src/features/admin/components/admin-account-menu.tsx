import { ChevronDown, ExternalLink, LayoutDashboard, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AccountMenu } from '@/components/ui/dropdown-menu';
import { useAdminLogout } from '../api/admin-session';
import { useAdmin } from '../api/get-admin';

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
 * The header's account corner in the back office: the signed-in administrator by name, opening
 * the dashboard, the site and Sign Out (a member's Sign In means nothing here). Nothing before an
 * administrator has signed in. Its own chunk: public pages never load it.
 */
export function AdminAccountMenu() {
  const admin = useAdmin();
  const { signOut, pending } = useAdminSignOut();
  if (admin.isPending) {
    return (
      <span
        aria-hidden="true"
        className="inline-block h-11 w-24 shrink-0 rounded-full bg-white/15"
      />
    );
  }
  if (!admin.data) return null;
  const { name, username } = admin.data;
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
