import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertMessages, favoriteAlertsBodySchema } from '@shared/alerts';
import { messageResponseSchema } from '@shared/auth';
import { escapeHtml } from '../../lib/escape-html';
import { badRequest } from '../../lib/http-errors';
import { requireUser } from '../auth/current-user';
import { beachParams } from '../beaches/routes';

const unsubscribeQuery = z.object({ token: z.unknown().optional() });

/** The token of the query string; anything but one short string is a bad link. */
function tokenOf(query: { token?: unknown }): string {
  const { token } = query;
  if (typeof token !== 'string' || token.length > 200) throw badRequest(alertMessages.badToken);
  return token;
}

/** The page a one-click unsubscribe link opens: it needs no sign-in and no script. */
const unsubscribedPage = (publicUrl: string, beachName: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>E-mails turned off - Devon Dog Beaches</title></head>
<body><main>
<h1>E-mails turned off</h1>
<p>You will get no more rule-change e-mails for ${escapeHtml(beachName)}.</p>
<p><a href="${escapeHtml(publicUrl)}/profile">Manage My beaches</a></p>
</main></body></html>`;

/**
 * Rule-change alerts: the switch on a favourite (the signed-in owner's only: signed out is 401, a
 * beach not saved 404) and the one-click unsubscribe of the e-mails' links and `List-Unsubscribe`
 * header, which a mail client may also POST to (RFC 8058).
 */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058's POST carries `List-Unsubscribe=One-Click` as a form; the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  app.put(
    '/api/beaches/:identifier/favorite/alerts',
    {
      schema: {
        params: beachParams,
        body: favoriteAlertsBodySchema,
        response: { 200: z.object({ beachId: z.number().int(), alertsEnabled: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const beach = await app.catalogue.find(request.params.identifier);
      reply.header('Cache-Control', 'no-store');
      return app.alerts.setEnabled(user.id, beach.id, request.body.enabled);
    },
  );

  app.get(
    '/api/alerts/unsubscribe',
    { schema: { querystring: unsubscribeQuery } },
    async (request, reply) => {
      const { beachName } = await app.alerts.unsubscribe(tokenOf(request.query));
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(unsubscribedPage(app.config.publicUrl, beachName));
    },
  );

  app.post(
    '/api/alerts/unsubscribe',
    { schema: { querystring: unsubscribeQuery, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await app.alerts.unsubscribe(tokenOf(request.query));
      reply.header('Cache-Control', 'no-store');
      return { message: alertMessages.unsubscribed };
    },
  );
};
