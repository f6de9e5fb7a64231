import { lazy, Suspense } from 'react';
import { useAdmin } from '../api/get-admin';

const AdminAccountDropdown = lazy(async () => ({
  default: (await import('./admin-account-dropdown')).AdminAccountDropdown,
}));

/** The corner's size while who is signed in, or the menu's code, is not yet known. */
const placeholder = (
  <span aria-hidden="true" className="inline-block h-11 w-24 shrink-0 rounded-full bg-white/15" />
);

/**
 * The header's account corner in the back office: the signed-in administrator's menu, and nothing
 * before an administrator has signed in. Its own chunk: public pages never load it.
 */
export function AdminAccountMenu() {
  const admin = useAdmin();
  if (admin.isPending) return placeholder;
  if (!admin.data) return null;
  return (
    <Suspense fallback={placeholder}>
      <AdminAccountDropdown admin={admin.data} />
    </Suspense>
  );
}
