import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Analytics from '@/lib/analytics';
import { track } from '@/lib/analytics';
import { resetToasts } from '@/lib/toast';
import { renderRoutes } from '@/testing/render-routes';
import { sentBody, stubApi } from '@/testing/stub-api';
import { toastWith, withToasts } from '@/testing/toasts';
import { signedInAs, signedOut, testUser } from '@/testing/users';
import { expectLinkTo } from '@/testing/links';
import { AuthRoute } from './auth';
import { ProfileRoute } from './profile';

vi.mock('@/lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof Analytics>()),
  track: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(track).mockClear();
  act(() => resetToasts());
});

const signedIn = signedInAs();

const renderAuth = (url: string) =>
  renderRoutes(
    [
      {
        path: '/auth',
        element: withToasts(<AuthRoute />),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    url,
  );

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/auth', () => {
  it('opens on Sign In and keeps the chosen tab in the URL', async () => {
    stubApi(signedOut);
    const router = renderAuth('/auth?returnTo=%2Fbeaches');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?returnTo=%2Fbeaches&tab=signup');
    expect(screen.getByRole('complementary')).toHaveTextContent('Walking routes');
  });

  it.each([
    ['/auth?returnTo=%2Fbeach%2Fbantham', '/beach/bantham'],
    ['/auth?returnTo=%2F%2Fevil.example', '/'],
    ['/auth', '/'],
  ])('sends a signed-in user from %s straight on to %s', async (url, path) => {
    stubApi(signedIn);
    const router = renderAuth(url);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it.each([
    ['%2Fbeach%2Fbantham%3Ftab%3Dwalks', '/beach/bantham', '?tab=walks'],
    ['%2F%2Fevil.example', '/', ''],
  ])('signs in and goes on to returnTo=%s', async (returnTo, path, search) => {
    stubApi({ ...signedOut, 'POST /api/auth/login': { body: { user: testUser } } });
    const router = renderAuth(`/auth?returnTo=${returnTo}`);
    await screen.findByLabelText('Email');
    fill('Email', testUser.email);
    fill('Password', 'sandy-paws');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await toastWith('Welcome back!');
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(router.state.location.search).toBe(search);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(track).toHaveBeenCalledWith('login');
  });

  it('keeps a failed sign-in on the page', async () => {
    stubApi({
      ...signedOut,
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    const router = renderAuth('/auth?returnTo=%2Fprofile');
    await screen.findByLabelText('Email');
    fill('Email', testUser.email);
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await toastWith('Sign in failed');
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(track).not.toHaveBeenCalled();
  });

  it('creates an account that is signed in at once and goes on to returnTo', async () => {
    const fetchMock = stubApi({
      ...signedOut,
      'POST /api/auth/register': {
        status: 201,
        body: { user: testUser, requiresVerification: false },
      },
    });
    const router = renderAuth('/auth?tab=signup&returnTo=%2Fcommunity%2Fupload');
    await screen.findByLabelText('First name');
    fill('First name', ' Tamsin ');
    fill('Last name', 'Trelawney');
    fill('Email', testUser.email);
    fill('Password', 'sandy-paws');
    fill('Confirm password', 'sandy-paws');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await toastWith('Welcome to Devon Dog Beaches!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/upload'));
    expect(track).toHaveBeenCalledWith('sign_up');
    const register = fetchMock.mock.calls.findIndex(([url]) => url === '/api/auth/register');
    expect(sentBody(fetchMock, register)).toEqual({
      firstName: 'Tamsin',
      lastName: 'Trelawney',
      email: testUser.email,
      password: 'sandy-paws',
      confirmPassword: 'sandy-paws',
    });
  });
});

describe('/profile', () => {
  const renderProfile = () =>
    renderRoutes([{ path: '/profile', element: <ProfileRoute /> }], '/profile');

  it('loads, then asks a signed-out visitor to sign in through /api/login', async () => {
    stubApi(signedOut);
    renderProfile();
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument();
    expectLinkTo('Sign In', '/api/login?returnTo=%2Fprofile');
  });

  it('shows the avatar, name, joining date and the ways to contribute', async () => {
    stubApi(signedIn);
    renderProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tamsin Trelawney' }),
    ).toBeInTheDocument();
    expect(screen.getByText('TT')).toBeInTheDocument();
    expect(screen.getByText('Joined 1 November 2026')).toBeInTheDocument();
    expectLinkTo('Upload Photos', '/community/upload');
    expectLinkTo('Leave Feedback', '/community/feedback');
  });

  it('dates the joining in Europe/London, and names a user without a name by e-mail', async () => {
    stubApi(
      signedInAs({
        ...testUser,
        firstName: null,
        lastName: null,
        createdAt: '2026-06-30T23:30:00.000Z',
      }),
    );
    renderProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: testUser.email }),
    ).toBeInTheDocument();
    expect(screen.getByText('Joined 1 July 2026')).toBeInTheDocument();
    expect(screen.getByText('U')).toBeInTheDocument();
  });
});
