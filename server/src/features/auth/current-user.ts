import type { FastifyReply, FastifyRequest } from 'fastify';
import { authMessages } from '@shared/auth';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { sessionOwner } from '../../plugins/sessions';
import type { UserRow } from './service';

/** The signed-in user of this request, or null; read once per request. */
export const currentUser = sessionOwner(
  (server) => server.userSessions,
  (session, server): UserRow | Promise<UserRow | null> =>
    session.user ?? server.accounts.findById(session.ownerId),
);

/** The signed-in user, or 401. */
export async function requireUser(request: FastifyRequest, reply?: FastifyReply) {
  const user = await currentUser(request, reply);
  if (!user) throw unauthorized(authMessages.notSignedIn);
  return user;
}

export const emailNotVerified =
  'Please verify your email address first: use the link we sent you, or ask for a new one.';

/** A signed-in user whose e-mail is verified (what contributing needs): 401, else 403. */
export async function requireVerifiedUser(request: FastifyRequest, reply?: FastifyReply) {
  const user = await requireUser(request, reply);
  if (!user.emailVerified) throw forbidden(emailNotVerified);
  return user;
}

/** Forgets what `currentUser` read for this request (after sign-in or sign-out). */
export const forgetCurrentUser = currentUser.forget;
