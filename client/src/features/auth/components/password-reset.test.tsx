import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@shared/auth';
import { renderRoutes } from '@/testing/render-routes';
import { fieldRefusal, sentBody, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { testUser } from '@/testing/users';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

restoreAfterEach();

const user = testUser;

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

const renderForgot = () =>
  renderRoutes(
    [{ path: '/forgot-password', element: withToasts(<ForgotPasswordForm />) }],
    '/forgot-password',
  );

describe('Forgot and reset password', () => {
  it('confirms the request, and Try Again returns to the form', async () => {
    stubApi({ 'POST /api/auth/request-password-reset': { body: { message: 'ok' } } });
    renderForgot();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: user.email } });
    submit('Send Reset Link');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    await toastWith('Reset link sent');
    await toastWith('Check your email for password reset instructions.');
    submit('Try Again');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('checks the address before sending it', async () => {
    const fetchMock = stubApi({});
    renderForgot();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    submit('Send Reset Link');
    expect(await screen.findByText(authMessages.invalidEmail)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      { status: 429, body: { message: authMessages.tooManyAttempts } },
      authMessages.tooManyAttempts,
    ],
    [{ status: 503 }, 'Failed to send reset email. Please try again.'],
  ])('says Error when the request fails (%j), keeping the form', async (reply, text) => {
    stubApi({ 'POST /api/auth/request-password-reset': reply });
    renderForgot();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: user.email } });
    submit('Send Reset Link');
    await toastWith('Error');
    await toastWith(text);
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
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

  it('says what is wrong with the new password, then completes a reset', async () => {
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
    await toastWith(authMessages.invalidResetLink);
  });

  it("puts the server's refusal of a common password under the password", async () => {
    const tooCommon = 'This password is too common';
    stubApi({
      'POST /api/auth/reset-password': fieldRefusal('password', tooCommon),
    });
    renderRoutes([{ path: '/', element: withToasts(<ResetPasswordForm token="t0k" />) }], '/');
    fillReset('password1', 'password1');
    await toastWith('Reset failed');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      new RegExp(`${tooCommon}$`),
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveValue('password1');
    expect(screen.queryByRole('heading', { name: 'Invalid Reset Link' })).not.toBeInTheDocument();
  });

  it('keeps the form when the failure is not the link', async () => {
    stubApi({ 'POST /api/auth/reset-password': { status: 500 } });
    renderRoutes([{ path: '/', element: withToasts(<ResetPasswordForm token="t0k" />) }], '/');
    fillReset('abcdef', 'abcdef');
    await toastWith('Failed to reset password. Please try again.');
    expect(screen.getByLabelText('New password')).toHaveValue('abcdef');
  });
});
