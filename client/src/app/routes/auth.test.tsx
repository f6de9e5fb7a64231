import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render-routes';
import { stubApi } from '@/testing/stub-api';
import { signedInAs, signedOut } from '@/testing/users';
import { AuthRoute } from './auth';
import { ProfileRoute } from './profile';

afterEach(() => vi.unstubAllGlobals());

const signedIn = signedInAs();

const renderAuth = (url: string) =>
  renderRoutes(
    [
      { path: '/auth', element: <AuthRoute /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    url,
  );

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
});

describe('/profile', () => {
  const renderProfile = () =>
    renderRoutes([{ path: '/profile', element: <ProfileRoute /> }], '/profile');

  it('loads, then asks a signed-out visitor to sign in through /api/login', async () => {
    stubApi(signedOut);
    renderProfile();
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fprofile',
    );
  });

  it('shows the avatar, name, joining date and the ways to contribute', async () => {
    stubApi(signedIn);
    renderProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tamsin Trelawney' }),
    ).toBeInTheDocument();
    expect(screen.getByText('TT')).toBeInTheDocument();
    expect(screen.getByText('Joined 1 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Photos' })).toHaveAttribute(
      'href',
      '/community/upload',
    );
    expect(screen.getByRole('link', { name: 'Leave Feedback' })).toHaveAttribute(
      'href',
      '/community/feedback',
    );
  });
});
