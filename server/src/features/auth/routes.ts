import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessages,
  emailOnlySchema,
  emailSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  safeReturnTo,
  sessionResponseSchema,
  signInSchema,
  userSchema,
  verificationTokenSchema,
} from '@shared/auth';
import { badRequest } from '../../lib/http-errors';
import { refusingCommon } from './common-passwords';
import { currentUser, forgetCurrentUser, requireUser } from './current-user';
import { toUser } from './service';

const verifyQuery = z.object({ token: z.string().max(1000).optional() });
const loginRedirectQuery = z.object({ returnTo: z.string().max(2000).optional() });
const resendBody = z.object({ email: emailSchema.optional() }).nullish();
// A new password is also checked against the common-password list, here alone: the shared schemas
// go into the client's bundle, and the list is 42,692 entries.
const registerBody = registerBodySchema.safeExtend({
  password: refusingCommon(registerBodySchema.shape.password),
});
const resetPasswordBody = resetPasswordBodySchema.safeExtend({
  password: refusingCommon(resetPasswordBodySchema.shape.password),
});

/** `/?verified=…`: where the home page's verification dialog reads the outcome. */
const homeWith = (params: Record<string, string>) => `/?${new URLSearchParams(params).toString()}`;

/** The account calls (docs/product.md, "API"); none of their answers is cached. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/api/auth/register',
    { schema: { body: registerBody, response: { 201: registerResponseSchema } } },
    async (request, reply) => {
      const { user, requiresVerification } = await app.accounts.register(request.body, request.ip);
      if (!requiresVerification) {
        await app.userSessions.start(request, reply, user.id);
        forgetCurrentUser(request);
      }
      return reply.code(201).send({ user: toUser(user), requiresVerification });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: signInSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const user = await app.accounts.signIn(request.body, request.ip);
      // A new session id at every sign-in: one planted before it (session fixation) is dropped.
      await app.userSessions.start(request, reply, user.id);
      forgetCurrentUser(request);
      return { user: toUser(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await app.userSessions.end(request, reply);
      forgetCurrentUser(request);
      return { message: authMessages.signedOut };
    },
  );

  app.get('/api/auth/user', { schema: { response: { 200: userSchema } } }, async (request, reply) =>
    toUser(await requireUser(request, reply)),
  );

  // The site's own check of who is signed in: 200 with `user: null` for a visitor, where
  // /api/auth/user answers 401, which every browser logs as a console error on every page.
  app.get(
    '/api/auth/session',
    { schema: { response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      const user = await currentUser(request, reply);
      return { user: user ? toUser(user) : null };
    },
  );

  app.get(
    '/api/auth/verify-email',
    { schema: { querystring: verifyQuery } },
    async (request, reply) => {
      const token = verificationTokenSchema.safeParse(request.query.token);
      if (!token.success) {
        return reply.redirect(
          homeWith({ verified: 'false', error: authMessages.verificationTokenRequired }),
        );
      }
      const result = await app.accounts.verifyEmail(token.data);
      if (!result.verified) {
        return reply.redirect(homeWith({ verified: 'false', error: result.error }));
      }
      // The dialog says they can now contribute: signed in, with a new session id as at sign-in.
      await app.userSessions.start(request, reply, result.user.id);
      forgetCurrentUser(request);
      return reply.redirect(
        homeWith({
          verified: 'true',
          firstName: result.user.firstName ?? '',
          email: result.user.email,
        }),
      );
    },
  );

  app.post(
    '/api/auth/resend-verification',
    { schema: { body: resendBody, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const email = request.body?.email ?? (await currentUser(request, reply))?.email;
      if (!email) throw badRequest(authMessages.invalidEmail);
      await app.accounts.resendVerification(email, request.ip);
      return { message: authMessages.verificationResent };
    },
  );

  app.post(
    '/api/auth/request-password-reset',
    { schema: { body: emailOnlySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await app.accounts.requestPasswordReset(request.body.email, request.ip);
      return { message: authMessages.resetRequested };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: resetPasswordBody, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const { token, password } = request.body;
      const user = await app.accounts.resetPassword(token, password, request.ip);
      // Every other session of the account ends; one in this browser, of this account, stays.
      const session = await app.userSessions.read(request, reply);
      await app.userSessions.endAllOf(user.id, session?.ownerId === user.id ? session : null);
      return { message: authMessages.passwordReset };
    },
  );

  app.get('/api/login', { schema: { querystring: loginRedirectQuery } }, async (request, reply) => {
    const returnTo = safeReturnTo(request.query.returnTo);
    return reply.redirect(
      returnTo === '/' ? '/auth' : `/auth?${new URLSearchParams({ returnTo }).toString()}`,
    );
  });
};
