import type { User } from '@shared/auth';

/** A signed-in, verified user for component tests. */
export const testUser: User = {
  id: 'u1',
  email: 'tamsin@example.org',
  firstName: 'Tamsin',
  lastName: 'Trelawney',
  profileImageUrl: null,
  emailVerified: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const signedInAs = (user: User = testUser) => ({
  'GET /api/auth/session': { body: { user } },
});
export const signedOut = { 'GET /api/auth/session': { body: { user: null } } };
