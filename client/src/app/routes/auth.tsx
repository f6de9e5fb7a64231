import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeReturnTo } from '@shared/auth';
import { AuthBenefits, AuthPanel, useUser, type AuthTab } from '@/features/auth';
import { AccountPage } from './account-page';

/**
 * /auth: Sign In and Sign Up; a signed-in user goes straight on to `returnTo` (or home). The
 * forms show while the browser asks who is signed in, as the server renders them.
 */
export function AuthRoute() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const user = useUser();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'signin';

  if (user.data) return <Navigate to={returnTo} replace />;

  return (
    <AccountPage
      title={tab === 'signup' ? 'Create your account' : 'Sign in'}
      intro="Share photos, walks and tips with other dog owners on the Devon coast."
      aside={<AuthBenefits />}
    >
      <AuthPanel
        tab={tab}
        onTabChange={(next) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === 'signup') updated.set('tab', 'signup');
              else updated.delete('tab');
              return updated;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        onSignedIn={() => void navigate(returnTo, { replace: true })}
      />
    </AccountPage>
  );
}
