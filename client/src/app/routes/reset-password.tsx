import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth';
import { AccountPage } from './account-page';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  return (
    <AccountPage title="Choose a new password">
      <ResetPasswordForm key={token} token={token} />
    </AccountPage>
  );
}
