import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@shared/auth';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/lib/toast';
import { renderRoutes } from '@/testing/render-routes';
import { calledPath, sentBody, stubApi } from '@/testing/stub-api';
import { testUser } from '@/testing/users';
import { AuthPanel } from './auth-panel';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { UnverifiedBanner } from './unverified-banner';
import { UserMenu } from './user-menu';
import { VerificationDialog } from './verification-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

const user = testUser;

const withToasts = (element: ReactNode) => (
  <>
    {element}
    <Toaster />
  </>
);

const toastWith = async (text: string) =>
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);

function renderPanel(onSignedIn = vi.fn()) {
  const router = renderRoutes(
    [
      {
        path: '/auth',
        element: withToasts(
          <AuthPanel tab="signin" onTabChange={() => {}} onSignedIn={onSignedIn} />,
        ),
      },
    ],
    '/auth',
  );
  return { router, onSignedIn };
}

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('Sign In', () => {
  it('shows the spec messages beside the fields', async () => {
    stubApi({});
    renderPanel();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    submit('Sign In');
    expect(await screen.findByText(authMessages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('welcomes the user back and goes on', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/login': { body: { user } } });
    const { onSignedIn } = renderPanel();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: user.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    submit('Sign In');
    await toastWith('Welcome back!');
    expect(onSignedIn).toHaveBeenCalled();
    expect(sentBody(fetchMock)).toEqual({ email: user.email, password: 'secret' });
  });

  it("says sign-in failed with the server's words, keeping what was typed", async () => {
    stubApi({
      'POST /api/auth/login': { status: 401, body: { message: authMessages.invalidCredentials } },
    });
    const { onSignedIn } = renderPanel();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: user.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    submit('Sign In');
    await toastWith('Sign in failed');
    await toastWith(authMessages.invalidCredentials);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
  });

  it('offers a new link when the e-mail is not verified', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/login': {
        status: 403,
        body: { message: authMessages.verificationRequired, requiresVerification: true },
      },
      'POST /api/auth/resend-verification': { body: { message: 'sent' } },
    });
    renderPanel();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: user.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    submit('Sign In');
    await toastWith('Email verification required');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await toastWith('Verification email sent');
    expect(sentBody(fetchMock, 1)).toEqual({ email: user.email });
  });
});

describe('Sign Up', () => {
  const renderSignUp = () =>
    renderRoutes(
      [
        {
          path: '/auth',
          element: withToasts(
            <AuthPanel tab="signup" onTabChange={() => {}} onSignedIn={() => {}} />,
          ),
        },
      ],
      '/auth',
    );
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('shows every validation message of the spec', async () => {
    stubApi({});
    renderSignUp();
    fill('Password', '123');
    fill('Confirm password', '12345678');
    submit('Create Account');
    expect(await screen.findByText(authMessages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordTooShort)).toBeInTheDocument();
    fill('Password', '1234567');
    fill('Confirm password', '123');
    submit('Create Account');
    expect(await screen.findByText(authMessages.confirmPassword)).toBeInTheDocument();
    fill('Confirm password', '12345678');
    submit('Create Account');
    expect(await screen.findByText(authMessages.passwordsDontMatch)).toBeInTheDocument();
  });

  it('asks the user to check their e-mail when verification is required', async () => {
    stubApi({
      'POST /api/auth/register': {
        status: 201,
        body: { user: { ...user, emailVerified: false }, requiresVerification: true },
      },
    });
    renderSignUp();
    fill('First name', 'Tamsin');
    fill('Last name', 'Trelawney');
    fill('Email', user.email);
    fill('Password', 'sandy-paws');
    fill('Confirm password', 'sandy-paws');
    submit('Create Account');
    expect(await screen.findByRole('heading', { name: 'Check your email!' })).toBeInTheDocument();
    await toastWith("We've sent you a verification link to complete your registration.");
    expect(
      screen.getByRole('heading', { name: 'Check your email!' }).parentElement,
    ).toHaveTextContent(user.email);
  });

  it('puts the server refusal on the page', async () => {
    stubApi({
      'POST /api/auth/register': { status: 409, body: { message: authMessages.emailTaken } },
    });
    renderSignUp();
    fill('First name', 'Tamsin');
    fill('Last name', 'Trelawney');
    fill('Email', user.email);
    fill('Password', 'sandy-paws');
    fill('Confirm password', 'sandy-paws');
    submit('Create Account');
    await toastWith('Registration failed');
    await toastWith(authMessages.emailTaken);
  });
});

describe('Forgot and reset password', () => {
  it('confirms the request, and Try Again returns to the form', async () => {
    stubApi({ 'POST /api/auth/request-password-reset': { body: { message: 'ok' } } });
    renderRoutes(
      [{ path: '/forgot-password', element: withToasts(<ForgotPasswordForm />) }],
      '/forgot-password',
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: user.email } });
    submit('Send Reset Link');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    await toastWith('Reset link sent');
    submit('Try Again');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('shows Invalid Reset Link without a token', () => {
    stubApi({});
    renderRoutes([{ path: '/', element: <ResetPasswordForm token={null} /> }], '/');
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  const fillReset = (password: string, confirm: string) => {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
    submit('Reset Password');
  };

  it('completes a reset, after the spec messages', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/reset-password': { body: { message: 'ok' } } });
    renderRoutes([{ path: '/', element: withToasts(<ResetPasswordForm token="t0k" />) }], '/');
    fillReset('abc', 'abd');
    expect(await screen.findByText(authMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(authMessages.confirmPassword)).toBeInTheDocument();
    fillReset('abcdef', 'abcdeg');
    expect(await screen.findByText(authMessages.passwordsDontMatch)).toBeInTheDocument();
    fillReset('abcdef', 'abcdef');
    expect(
      await screen.findByRole('heading', { name: 'Password Reset Complete' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Sign In' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await toastWith('Password reset successful');
    expect(sentBody(fetchMock)).toEqual({
      token: 't0k',
      password: 'abcdef',
      confirmPassword: 'abcdef',
    });
  });

  it('turns a refused token into Invalid Reset Link', async () => {
    stubApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { message: authMessages.invalidResetLink },
      },
    });
    renderRoutes([{ path: '/', element: withToasts(<ResetPasswordForm token="old" />) }], '/');
    fillReset('abcdef', 'abcdef');
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    await toastWith('Reset failed');
  });
});

describe('VerificationDialog', () => {
  const renderHome = (url: string) =>
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <VerificationDialog />
              <Outlet />
            </>
          ),
        },
      ],
      url,
    );

  it('welcomes a verified user and removes the query string', async () => {
    stubApi({ 'GET /api/auth/user': { body: user } });
    const router = renderHome('/?verified=true&firstName=Tamsin&email=tamsin%40example.org&x=1');
    const dialog = screen.getByRole('dialog', { name: 'Email Verified Successfully!' });
    expect(dialog).toHaveTextContent('Welcome, Tamsin!');
    expect(dialog).toHaveTextContent('upload photos, leave reviews');
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the error of a failed verification, or the default one', async () => {
    stubApi({});
    const router = renderHome('/?verified=false&error=This%20link%20has%20expired.');
    expect(screen.getByRole('dialog', { name: 'Verification Failed' })).toHaveTextContent(
      'This link has expired.',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('falls back to the default message', () => {
    stubApi({});
    renderHome('/?verified=false');
    expect(screen.getByRole('dialog', { name: 'Verification Failed' })).toHaveTextContent(
      'Verification failed. Please try the link again or contact support.',
    );
  });
});

describe('UserMenu and UnverifiedBanner', () => {
  it('offers Sign In with the way back when signed out', async () => {
    stubApi({ 'GET /api/auth/user': { status: 401, body: { message: 'Not signed in' } } });
    renderRoutes([{ path: '/beaches', element: <UserMenu /> }], '/beaches?beachType=sandy');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/beaches?beachType=sandy')}`,
    );
  });

  it('shows the initials, name and e-mail, the links, and signs out', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/user': { body: user },
      'POST /api/auth/logout': { body: { message: 'Signed out' } },
    });
    renderRoutes([{ path: '/', element: withToasts(<UserMenu />) }], '/');
    const trigger = await screen.findByRole('button', {
      name: 'Account menu for Tamsin Trelawney',
    });
    expect(trigger).toHaveTextContent('TT');
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Tamsin Trelawney');
    expect(menu).toHaveTextContent(user.email);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Upload Photos' })).toHaveAttribute(
      'href',
      '/community/upload',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My Feedback' })).toHaveAttribute(
      'href',
      '/community/feedback',
    );
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await toastWith('You have been successfully signed out.');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(calledPath(fetchMock, '/api/auth/logout')).toBe(true);
  });

  it('asks an unverified user to verify, and resends the link', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/user': { body: { ...user, emailVerified: false } },
      'POST /api/auth/resend-verification': { body: { message: 'sent' } },
    });
    renderRoutes([{ path: '/', element: withToasts(<UnverifiedBanner />) }], '/');
    const banner = await screen.findByRole('region', { name: 'Email verification' });
    expect(banner).toHaveTextContent('Please verify your email address.');
    expect(banner).toHaveTextContent(user.email);
    fireEvent.click(within(banner).getByRole('button', { name: 'Resend verification email' }));
    await toastWith('Verification email sent');
    const resend = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('resend-verification'),
    );
    expect(resend?.[1]?.body).toBeUndefined();
  });

  it('shows nothing to a verified user', async () => {
    stubApi({ 'GET /api/auth/user': { body: user } });
    renderRoutes([{ path: '/', element: <UnverifiedBanner /> }], '/');
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });
});
