import { describe, expect, it } from 'vitest';
import {
  authMessages,
  registerBodySchema,
  safeReturnTo,
  signUpSchema,
  userDisplayName,
  userInitials,
} from './auth';

describe('safeReturnTo', () => {
  it.each([
    ['/beach/woolacombe?tab=walks', '/beach/woolacombe?tab=walks'],
    ['/profile', '/profile'],
    ['%2Fcommunity%2Fupload%3FbeachId%3D3', '/community/upload?beachId=3'],
    [null, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/\t/evil.example', '/'],
    ['/auth', '/'],
    ['/auth?returnTo=/profile', '/'],
  ])('%s goes to %s', (returnTo, expected) => {
    expect(safeReturnTo(returnTo)).toBe(expected);
  });
});

describe('sign-up rules', () => {
  const valid = {
    firstName: 'Tamsin',
    lastName: 'Trelawney',
    email: 'tamsin@example.org',
    password: 'sandy-paws',
    confirmPassword: 'sandy-paws',
  };

  it('trims names and the e-mail', () => {
    const parsed = signUpSchema.parse({
      ...valid,
      firstName: ' Tamsin ',
      email: ' T@Example.org ',
    });
    expect(parsed.firstName).toBe('Tamsin');
    expect(parsed.email).toBe('T@Example.org');
  });

  it('puts a mismatch on the confirmation field', () => {
    const result = signUpSchema.safeParse({ ...valid, confirmPassword: 'sandy-pawz' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['confirmPassword'],
        message: authMessages.passwordsDontMatch,
      }),
    ]);
  });

  it('lets the API leave the confirmation out, but checks it when sent', () => {
    const { confirmPassword: _unused, ...withoutConfirmation } = valid;
    expect(registerBodySchema.safeParse(withoutConfirmation).success).toBe(true);
    expect(registerBodySchema.safeParse({ ...valid, confirmPassword: 'other-one' }).success).toBe(
      false,
    );
  });

  it('bounds the password length', () => {
    const long = 'x'.repeat(257);
    const result = signUpSchema.safeParse({ ...valid, password: long, confirmPassword: long });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      authMessages.passwordTooLong,
    );
  });
});

describe('names', () => {
  it.each([
    [{ firstName: 'tamsin', lastName: 'trelawney' }, 'TT'],
    [{ firstName: 'Tamsin', lastName: null }, 'T'],
    [{ firstName: null, lastName: null }, 'U'],
    [{ firstName: ' ', lastName: '' }, 'U'],
  ])('initials of %j are %s', (user, initials) => {
    expect(userInitials(user)).toBe(initials);
  });

  it('shows the full name, or the e-mail without one', () => {
    expect(userDisplayName({ firstName: 'Tamsin', lastName: 'Trelawney', email: 'a@b.org' })).toBe(
      'Tamsin Trelawney',
    );
    expect(userDisplayName({ firstName: null, lastName: ' ', email: 'a@b.org' })).toBe('a@b.org');
  });
});
