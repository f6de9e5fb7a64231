import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useAdmin } from '@/features/admin/api/get-admin';
import { AdminLoginForm } from '@/features/admin/components/admin-login-form';
import { AccountPage } from './account-page';

/**
 * `/admin/login`: an administrator already signed in goes straight to the dashboard. The form
 * shows while the browser asks who is signed in, as the server renders it.
 */
export function AdminLoginRoute() {
  const admin = useAdmin();
  const navigate = useNavigate();

  if (admin.data) return <Navigate to="/admin" replace />;

  return (
    <AccountPage
      title="Administrator Login"
      intro="Sign in to manage beaches, reviews, walking routes and photos."
    >
      <p className="mb-4 flex items-center gap-2 text-sm text-ink-muted">
        <ShieldCheck aria-hidden="true" className="size-4 text-sea-700" />
        This sign-in is for the site's administrators, not for dog owners' accounts.
      </p>
      <AdminLoginForm onSignedIn={() => void navigate('/admin', { replace: true })} />
      <p className="mt-5 border-t border-line pt-4">
        <Link to="/" className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea-700">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Beach Directory
        </Link>
      </p>
    </AccountPage>
  );
}
