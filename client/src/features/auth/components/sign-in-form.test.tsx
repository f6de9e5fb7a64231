import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@shared/auth';
import { altchaWidget, defineFakeAltchaWidget, solveAltcha } from '@/testing/altcha';
import { renderRoutes } from '@/testing/render-routes';
import { sentBody, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { testUser } from '@/testing/users';
import { SignInForm } from './sign-in-form';

// The real widget solves a proof of work in web workers; here it is a stand-in (testing/altcha).
vi.mock('altcha/external', () => ({}));
vi.mock('altcha/workers/pbkdf2?worker', () => ({ default: class {} }));

beforeAll(defineFakeAltchaWidget);
restoreAfterEach();

describe('Sign In on an account under attack', () => {
  it('asks for a proof of work when the server does, and sends the solved payload', async () => {
    let attempts = 0;
    const fetchMock = stubApi({
      'POST /api/auth/login': () =>
        ++attempts === 1
          ? {
              status: 429,
              body: { message: authMessages.proofOfWorkRequired, captchaRequired: true },
            }
          : { body: { user: testUser } },
    });
    const onSignedIn = vi.fn();
    renderRoutes(
      [{ path: '/auth', element: withToasts(<SignInForm onSignedIn={onSignedIn} />) }],
      '/auth',
    );
    expect(document.querySelector('altcha-widget')).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: testUser.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'tidal-pool-77' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await toastWith(authMessages.proofOfWorkRequired);
    await altchaWidget();
    expect(onSignedIn).not.toHaveBeenCalled();

    await solveAltcha('solved-for-sign-in');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sentBody(fetchMock, 1)).toEqual({
      email: testUser.email,
      password: 'tidal-pool-77',
      captcha: 'solved-for-sign-in',
    });
  });
});
