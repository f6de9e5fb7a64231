import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@shared/auth';
import { createQueryClient } from '@/app/provider';
import { renderRoutes } from '@/testing/render-routes';
import { calledPath, noAnswer, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { testUser } from '@/testing/users';
import { UnverifiedBanner } from './unverified-banner';
import { UserMenu } from './user-menu';
import { VerificationDialog } from './verification-dialog';

restoreAfterEach();

const user = testUser;

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
    stubApi({ 'GET /api/auth/session': { body: { user } } });
    const router = renderHome('/?verified=true&firstName=Tamsin&email=tamsin%40example.org&x=1');
    const dialog = await screen.findByRole('dialog', { name: 'Email Verified Successfully!' });
    expect(dialog).toHaveTextContent('Welcome, Tamsin!');
    expect(dialog).toHaveTextContent('upload photos, leave reviews');
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the error of a failed verification, or the default one', async () => {
    stubApi({});
    const router = renderHome('/?verified=false&error=This%20link%20has%20expired.');
    expect(await screen.findByRole('dialog', { name: 'Verification Failed' })).toHaveTextContent(
      'This link has expired.',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks again for the user, who is now verified', async () => {
    let verified = false;
    const fetchMock = stubApi({
      'GET /api/auth/session': () => ({ body: { user: { ...user, emailVerified: verified } } }),
    });
    const router = renderRoutes(
      [
        {
          element: (
            <>
              <UnverifiedBanner />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <VerificationDialog /> },
            { path: '/beaches', element: <p>Beaches</p> },
          ],
        },
      ],
      '/beaches',
    );
    expect(await screen.findByRole('region', { name: 'Email verification' })).toBeInTheDocument();
    verified = true;
    await act(() => router.navigate('/?verified=true&firstName=Tamsin&email=x%40example.org'));
    expect(
      await screen.findByRole('dialog', { name: 'Email Verified Successfully!' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('falls back to the default message', async () => {
    stubApi({});
    renderHome('/?verified=false');
    expect(await screen.findByRole('dialog', { name: 'Verification Failed' })).toHaveTextContent(
      'Verification failed. Please try the link again or contact support.',
    );
  });
});

describe('UserMenu and UnverifiedBanner', () => {
  it('offers Sign In with the way back when signed out', async () => {
    stubApi({ 'GET /api/auth/session': { body: { user: null } } });
    renderRoutes([{ path: '/beaches', element: <UserMenu /> }], '/beaches?beachType=sandy');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/beaches?beachType=sandy')}`,
    );
  });

  it('keeps the place of the avatar while it asks who is signed in', () => {
    stubApi({}, noAnswer);
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <UserMenu />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(container.firstElementChild).toHaveClass('size-11');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the initials, name and e-mail, the links, and signs out', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/session': { body: { user } },
      'POST /api/auth/logout': { body: { message: 'Signed out' } },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(['feedback', 'mine'], [{ id: 1 }]);
    renderRoutes([{ path: '/', element: withToasts(<UserMenu />) }], '/', queryClient);
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
    await toastWith('Signed out');
    await toastWith('You have been successfully signed out.');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(calledPath(fetchMock, '/api/auth/logout')).toBe(true);
    expect(queryClient.getQueryData(['auth', 'user'])).toBeNull();
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['auth', 'user']]);
  });

  it('says Sign out failed and stays signed in when the server refuses', async () => {
    stubApi({
      'GET /api/auth/session': { body: { user } },
      'POST /api/auth/logout': { status: 500, body: { message: 'Internal Server Error' } },
    });
    renderRoutes([{ path: '/', element: withToasts(<UserMenu />) }], '/');
    const trigger = await screen.findByRole('button', {
      name: 'Account menu for Tamsin Trelawney',
    });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await toastWith('Sign out failed');
    await toastWith('Internal Server Error');
    expect(screen.getByRole('button', { name: /^Account menu for/ })).toBeInTheDocument();
  });

  it('opens from the keyboard', async () => {
    stubApi({ 'GET /api/auth/session': { body: { user } } });
    renderRoutes([{ path: '/', element: <UserMenu /> }], '/');
    const trigger = await screen.findByRole('button', {
      name: 'Account menu for Tamsin Trelawney',
    });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
  });

  it('asks an unverified user to verify, and resends the link', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/session': { body: { user: { ...user, emailVerified: false } } },
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

  it('says Error with the server message when the link cannot be sent', async () => {
    stubApi({
      'GET /api/auth/session': { body: { user: { ...user, emailVerified: false } } },
      'POST /api/auth/resend-verification': {
        status: 429,
        body: { message: authMessages.tooManyAttempts },
      },
    });
    renderRoutes([{ path: '/', element: withToasts(<UnverifiedBanner />) }], '/');
    const banner = await screen.findByRole('region', { name: 'Email verification' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Resend verification email' }));
    await toastWith('Error');
    await toastWith(authMessages.tooManyAttempts);
  });

  it('shows nothing to a verified user', async () => {
    stubApi({ 'GET /api/auth/session': { body: { user } } });
    renderRoutes([{ path: '/', element: <UnverifiedBanner /> }], '/');
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });
});
