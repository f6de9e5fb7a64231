import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '@shared/auth';
import { renderRoutes } from '@/testing/render-routes';
import { fieldRefusal, heldReply, noAnswer, sentBody, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { testUser } from '@/testing/users';
import { AuthPanel } from './auth-panel';

restoreAfterEach();

const user = testUser;

function renderPanel(tab: 'signin' | 'signup' = 'signin', onSignedIn = vi.fn()) {
  const router = renderRoutes(
    [
      {
        path: '/auth',
        element: withToasts(<AuthPanel tab={tab} onTabChange={() => {}} onSignedIn={onSignedIn} />),
      },
    ],
    '/auth',
  );
  return { router, onSignedIn };
}

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Signs in as the test user with `password`. */
function signIn(password = 'secret') {
  fill('Email', user.email);
  fill('Password', password);
  submit('Sign In');
}

describe('Sign In', () => {
  it('shows what is wrong beside the fields', async () => {
    stubApi({});
    renderPanel();
    fill('Email', 'nope');
    submit('Sign In');
    expect(await screen.findByText(authMessages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('welcomes the user back and goes on', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/login': { body: { user } } });
    const { onSignedIn } = renderPanel();
    signIn();
    await toastWith('Welcome back!');
    expect(onSignedIn).toHaveBeenCalled();
    expect(sentBody(fetchMock)).toEqual({ email: user.email, password: 'secret' });
  });

  it("says sign-in failed with the server's words, keeping what was typed", async () => {
    stubApi({
      'POST /api/auth/login': { status: 401, body: { message: authMessages.invalidCredentials } },
    });
    const { onSignedIn } = renderPanel();
    signIn('wrong');
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
    signIn();
    await toastWith('Email verification required');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await toastWith('Verification email sent');
    expect(sentBody(fetchMock, 1)).toEqual({ email: user.email });
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.verificationRequired);
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
  });

  it('puts the messages of a refused request beside their fields', async () => {
    stubApi({
      'POST /api/auth/login': fieldRefusal(
        'email',
        'Use the address you signed up with',
        'Invalid input',
      ),
    });
    renderPanel();
    signIn();
    expect(await screen.findByText('Use the address you signed up with')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Use the address you signed up with',
    );
    await toastWith('Invalid input');
  });

  it('falls back to its own words when the server gives none, and shows Signing in...', async () => {
    const login = heldReply();
    stubApi({ 'POST /api/auth/login': login.handler });
    renderPanel();
    signIn();
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    act(() => login.answer({ status: 502 }));
    await toastWith('Please check your credentials and try again.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});

describe('Sign Up', () => {
  const renderSignUp = () => renderPanel('signup');
  /** Fills the whole form for Tamsin, with `password` twice, and sends it. */
  function signUp(password = 'sandy-paws') {
    fill('First name', 'Tamsin');
    fill('Last name', 'Trelawney');
    fill('Email', user.email);
    fill('Password', password);
    fill('Confirm password', password);
    submit('Create Account');
  }

  it('shows every validation message of the sign-up form', async () => {
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
    signUp();
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
    signUp();
    await toastWith('Registration failed');
    await toastWith(authMessages.emailTaken);
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
    expect(screen.getByLabelText('Confirm password')).toHaveValue('sandy-paws');
  });

  it("puts the server's field messages beside their fields", async () => {
    stubApi({
      'POST /api/auth/register': fieldRefusal(
        'lastName',
        authMessages.nameTooLong,
        'Invalid input',
      ),
    });
    renderSignUp();
    signUp();
    await toastWith('Registration failed');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      authMessages.nameTooLong,
    );
  });

  it("puts the server's refusal of a common password under the password", async () => {
    const tooCommon = 'This password is too common';
    stubApi({
      'POST /api/auth/register': fieldRefusal('password', tooCommon),
    });
    renderSignUp();
    signUp('qwerty123');
    await toastWith('Registration failed');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      new RegExp(`${tooCommon}$`),
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says Creating account... while it waits', async () => {
    stubApi({}, noAnswer);
    renderSignUp();
    signUp();
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });
});
