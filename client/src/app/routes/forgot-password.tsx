import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '@/features/auth';
import { AccountPage } from './account-page';

export function ForgotPasswordRoute() {
  return (
    <AccountPage title="Forgot your password?">
      <ForgotPasswordForm />
      <p className="mt-5 border-t border-line pt-4">
        <Link
          to="/auth"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea-700"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Sign In
        </Link>
      </p>
    </AccountPage>
  );
}
