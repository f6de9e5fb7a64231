import { z } from 'zod';
import { requiredText } from './form-fields';

/**
 * Accounts: the forms' rules and the answers' shapes, one schema for the browser and the server
 * (docs/product.md, "Accounts" and "API").
 */

export const minPasswordLength = 6;
// argon2 hashes whatever it is given; a bound keeps a megabyte "password" from costing a core.
export const maxPasswordLength = 256;
const maxNameLength = 100;

export const authMessages = {
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${minPasswordLength} characters`,
  passwordTooLong: `Password must be at most ${maxPasswordLength} characters`,
  confirmPassword: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Names must be at most ${maxNameLength} characters`,
  resetTokenRequired: 'Reset token is required',
  verificationTokenRequired: 'Verification token is required',
  /** 401 of sign-in, the same for an unknown e-mail and a wrong password. */
  invalidCredentials: 'Invalid email or password',
  /** 403 of sign-in while the e-mail is not verified. */
  verificationRequired:
    'Email verification required. Please check your email and click the verification link before logging in.',
  emailTaken: 'An account with this email already exists',
  invalidResetLink: 'This reset link is invalid or has expired. Please request a new one.',
  invalidVerificationLink:
    'This verification link is invalid or has already been used. Sign in to request a new one.',
  expiredVerificationLink: 'This verification link has expired. Please request a new one.',
  resetRequested: 'If an account exists for that email, we have sent a link to reset its password.',
  verificationResent:
    'If that account is waiting for verification, we have sent it a new verification link.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  signedOut: 'Signed out',
  notSignedIn: 'Not signed in',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  /** 429 of a sign-in to an account under attack: a solved proof of work lets the owner in. */
  proofOfWorkRequired:
    'There have been many sign-in attempts on this account. Please complete the verification below and try again.',
} as const;

/**
 * A solved ALTCHA proof of work (base64 JSON), sent with a sign-in once the server has answered
 * 429 with `captchaRequired: true`.
 */
export const signInCaptchaSchema = z.string().max(4096).optional();

export const emailSchema = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .max(254, { error: authMessages.invalidEmail })
  .pipe(z.email({ error: authMessages.invalidEmail }));

const newPassword = z
  .string({ error: authMessages.passwordTooShort })
  .min(minPasswordLength, { error: authMessages.passwordTooShort })
  .max(maxPasswordLength, { error: authMessages.passwordTooLong });

const confirmPassword = z
  .string({ error: authMessages.confirmPassword })
  .min(minPasswordLength, { error: authMessages.confirmPassword })
  .max(maxPasswordLength, { error: authMessages.passwordTooLong });

const personName = (required: string) =>
  requiredText(required, maxNameLength, authMessages.nameTooLong);

const passwordsMatch = (value: { password: string; confirmPassword?: string | undefined }) =>
  value.confirmPassword === undefined || value.password === value.confirmPassword;
const mismatch = { error: authMessages.passwordsDontMatch, path: ['confirmPassword'] };

/** Sign In tab and `POST /api/auth/login`. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired })
    .max(maxPasswordLength, { error: authMessages.passwordTooLong }),
  captcha: signInCaptchaSchema,
});
export type SignInInput = z.infer<typeof signInSchema>;

const signUpFields = {
  firstName: personName(authMessages.firstNameRequired),
  lastName: personName(authMessages.lastNameRequired),
  email: emailSchema,
  password: newPassword,
};

/** Sign Up tab: the confirmation is required and must match. */
export const signUpSchema = z
  .object({ ...signUpFields, confirmPassword })
  .refine(passwordsMatch, mismatch);
export type SignUpInput = z.infer<typeof signUpSchema>;

/** `POST /api/auth/register`: as the form, the confirmation checked when it is sent. */
export const registerBodySchema = z
  .object({ ...signUpFields, confirmPassword: confirmPassword.optional() })
  .refine(passwordsMatch, mismatch);
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** /forgot-password and `POST /api/auth/request-password-reset`; also the resend of a verification link. */
export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

/** /reset-password's form (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

const token = (required: string) => requiredText(required, 512, required);

/** `POST /api/auth/reset-password`. */
export const resetPasswordBodySchema = z
  .object({
    token: token(authMessages.resetTokenRequired),
    password: newPassword,
    confirmPassword: confirmPassword.optional(),
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const verificationTokenSchema = token(authMessages.verificationTokenRequired);

/** A user as the API sends one: never a hash or a token. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ user: userSchema });
/** Who is signed in, asked without a 401 for a visitor who is not (a browser logs every 401). */
export const sessionResponseSchema = z.object({ user: userSchema.nullable() });
export const registerResponseSchema = z.object({
  user: userSchema,
  requiresVerification: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** The 403 of sign-in for an unverified e-mail. */
export const verificationRequiredSchema = z.object({
  message: z.string(),
  requiresVerification: z.literal(true),
});

export const messageResponseSchema = z.object({ message: z.string() });

/** Initials for the avatar: first letters of first and last name, else "U". */
export function userInitials(user: Pick<User, 'firstName' | 'lastName'> | null | undefined) {
  const initials = [user?.firstName, user?.lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || 'U';
}

/** "First Last", or the e-mail when the account has no name. */
export function userDisplayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>) {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

/**
 * Where to go after signing in: the decoded `returnTo` when it is a path on this site, else `/`.
 * `//evil.example`, `/\evil.example`, `https://…` and `javascript:` all fall back to `/`.
 */
export function safeReturnTo(returnTo: string | null | undefined): string {
  if (!returnTo) return '/';
  let path = returnTo;
  try {
    // URLSearchParams has decoded once already; a value encoded twice is decoded here.
    if (/%2f/i.test(path) && !path.startsWith('/')) path = decodeURIComponent(path);
  } catch {
    return '/';
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/';
  // Control characters (a tab or newline inside "//") are dropped by URL parsers: refuse them.
  if ([...path].some((character) => character < ' ' || character === '\u007f')) return '/';
  if (path === '/auth' || path.startsWith('/auth?') || path.startsWith('/auth/')) return '/';
  return path;
}
