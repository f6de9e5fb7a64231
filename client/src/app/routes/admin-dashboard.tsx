import { Navigate } from 'react-router';
import { usePageSubtitle } from '@/components/layout/page-subtitle';
import { PageLoading } from '@/components/layout/route-progress';
import { LoadError } from '@/components/ui/load-error';
import { useAdmin } from '@/features/admin/api/get-admin';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { PageTitle } from '@/lib/page-title';

/** `/admin` and `/admin/dashboard`: only a signed-in administrator sees it; others go to login. */
export function AdminDashboardRoute() {
  usePageSubtitle('Admin Dashboard');
  const admin = useAdmin();

  if (admin.isPending) return <PageLoading />;
  if (admin.isError) {
    return (
      <LoadError
        text="The back office could not be reached."
        onRetry={() => void admin.refetch()}
      />
    );
  }
  if (!admin.data) return <Navigate to="/admin/login" replace />;
  return (
    <>
      <PageTitle title="Admin Dashboard" />
      <AdminDashboard admin={admin.data} />
    </>
  );
}
