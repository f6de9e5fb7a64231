import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminSessions, userSessions } from './db/schema';
import { adminRoutes } from './features/admin/routes';
import { startAlertJob } from './features/alerts/job';
import { alertRoutes } from './features/alerts/routes';
import { AlertService } from './features/alerts/service';
import { authRoutes } from './features/auth/routes';
import { blogRoutes } from './features/blog/routes';
import { contactRoutes } from './features/contact/routes';
import { checkinRoutes } from './features/checkins/routes';
import { favoriteRoutes } from './features/favorites/routes';
import { feedbackAdminRoutes, feedbackRoutes } from './features/feedback/routes';
import { healthRoutes } from './features/health/routes';
import { photoAdminRoutes, photoRoutes } from './features/photos/routes';
import { PhotoService } from './features/photos/service';
import { profileRoutes } from './features/profile/routes';
import { reviewAdminRoutes, reviewRoutes } from './features/reviews/routes';
import { ruleReportAdminRoutes, ruleReportRoutes } from './features/rule-reports/routes';
import { walkAdminRoutes, walkRoutes } from './features/walks/routes';
import { AccountService } from './features/auth/service';
import type { BeachCatalogue } from './features/beaches/service';
import { beachRoutes } from './features/beaches/routes';
import { registerCatalogue } from './features/beaches/sync';
import { configRoutes } from './features/config/routes';
import { dayPlanRoutes } from './features/day-plan/routes';
import { planRoutes } from './features/plan/routes';
import { SeoPages, seoRoutes } from './features/seo/routes';
import { tideRoutes } from './features/tides/routes';
import { answerClientError, errorsPlugin, sendFrameworkError } from './plugins/errors';
import { logSerializers } from './plugins/log-serializers';
import { nulCharactersPlugin } from './plugins/nul-characters';
import { Mailer } from './plugins/mail';
import { deleteExpiredRateLimits, registerRateLimitStore } from './plugins/rate-limits';
import { deleteExpiredCaptchaUses } from './features/contact/captcha';
import { sameOriginPlugin } from './plugins/same-origin';
import { securityHeadersPlugin } from './plugins/security-headers';
import { SessionStore } from './plugins/sessions';
import { staticClientPlugin } from './plugins/static-client';
import { startRequestsInSlices } from './plugins/turn-slices';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    catalogue: BeachCatalogue;
    mailer: Mailer;
    alerts: AlertService;
    accounts: AccountService;
    userSessions: SessionStore;
    adminSessions: SessionStore;
  }
}

/** Sessions end after 30 days without use (accounts issue). */
const sessionIdleMs = 30 * 24 * 60 * 60_000;
const housekeepingIntervalMs = 15 * 60_000;

export interface AppOptions {
  config: Config;
  db: Database;
  /** Pino options (merged with the site's redaction), or false for none. */
  logger?: Exclude<FastifyServerOptions['logger'], boolean> | false;
  /** Folder of the built client; defaults to dist/client. */
  clientRoot?: string;
}

/** Builds the whole app (used by start-up, tests and benchmarks alike). */
export async function buildApp({ config, db, logger, clientRoot }: AppOptions) {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
              // @fastify/multipart logs busboy's options, request headers included, at trace level.
              'busboyOptions.headers.cookie',
              'busboyOptions.headers.authorization',
            ],
            serializers: logSerializers,
            ...logger,
          },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Refusals made before any route (router, HTTP parser) answer like the rest of the API.
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: answerClientError,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // A POST with no body but a JSON content type (sign-out from some clients) is not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else void parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of all hooks: a busy turn must not keep new connections waiting (plugins/turn-slices.ts).
  startRequestsInSlices(app);

  app.decorate('config', config);
  app.decorate('db', db);
  registerCatalogue(app, { databaseUrl: config.databaseUrl, db });
  registerRateLimitStore(app, { db, redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
  const mailer = new Mailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.decorate('accounts', new AccountService(db, mailer, config));
  app.decorate(
    'alerts',
    new AlertService({
      db,
      catalogue: app.catalogue,
      mailer,
      publicUrl: config.publicUrl,
      secret: config.sessionSecret,
      log: app.log,
    }),
  );
  if (config.alerts) startAlertJob(app);
  // Alerts still being sent go out before the mailer and the database close.
  app.addHook('preClose', async () => {
    await app.alerts.idle();
  });
  const sessionOptions = { secure: config.secureCookies, idleMs: sessionIdleMs };
  app.decorate(
    'userSessions',
    new SessionStore(db, {
      ...sessionOptions,
      table: userSessions,
      cookieName: 'ddb_session',
      withUsers: true,
    }),
  );
  app.decorate(
    'adminSessions',
    new SessionStore(db, { ...sessionOptions, table: adminSessions, cookieName: 'ddb_admin' }),
  );
  startHousekeeping(app);

  await app.register(errorsPlugin);
  await app.register(nulCharactersPlugin);
  await app.register(securityHeadersPlugin, {
    publicUrl: config.publicUrl,
    analyticsScriptUrl: config.analyticsScriptUrl,
    heroVideoUrl: config.heroVideoUrl,
  });
  // Answers (API JSON, pages) compressed for phones on a weak signal: brotli at quality 4, cheap
  // enough per request; built assets are sent precompressed by static-client. Request bodies are
  // never inflated (a small compressed upload must not become a huge one).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
  await app.register(healthRoutes);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(sameOriginPlugin, { publicUrl: config.publicUrl });
  await app.register(fastifyMultipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 20, fieldSize: 4096 },
  });
  await registerUploads(app, config.uploadDir);
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(beachRoutes);
  await app.register(reviewRoutes);
  await app.register(reviewAdminRoutes);
  await app.register(walkRoutes);
  await app.register(walkAdminRoutes);
  await app.register(feedbackRoutes);
  await app.register(feedbackAdminRoutes);
  await app.register(favoriteRoutes);
  await app.register(alertRoutes);
  await app.register(ruleReportRoutes);
  await app.register(ruleReportAdminRoutes);
  await app.register(checkinRoutes);
  await app.register(photoRoutes);
  await app.register(photoAdminRoutes);
  await app.register(profileRoutes);
  await app.register(blogRoutes);
  await app.register(contactRoutes);
  await app.register(configRoutes);
  await app.register(tideRoutes);
  await app.register(dayPlanRoutes);
  await app.register(planRoutes);
  const seo = new SeoPages(app);
  await app.register(seoRoutes, { seo });
  await app.register(staticClientPlugin, {
    root: clientRoot,
    pageHead: (url) => seo.pageHead(url),
    hasSessionCookie: (request) => app.userSessions.hasCookie(request),
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * TRUST_PROXY as Fastify's `trustProxy`: forwarding headers are believed only from the proxies it
 * names. Fastify takes a bare number as "trust nothing", so a hop count becomes a function that
 * trusts that many hops from the socket (the app's port must then be reachable only through the
 * proxy; a list of addresses holds even when it is not).
 */
export function trustProxyOption(
  trustProxy: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/**
 * Stored photos under /uploads/: names are unique and never reused, so they are cached for good;
 * `nosniff` keeps a browser from reading a stored file as anything but the image it is.
 */
async function registerUploads(app: App, uploadDir: string) {
  mkdirSync(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}

/**
 * Expired sessions, rate-limit windows and used CAPTCHA payloads are deleted now and then; mail is
 * let out at close.
 */
function startHousekeeping(app: App) {
  const sweep = async () => {
    try {
      await app.userSessions.deleteExpired();
      await app.adminSessions.deleteExpired();
      await deleteExpiredRateLimits(app.db);
      await deleteExpiredCaptchaUses(app.db);
    } catch (err) {
      app.log.warn({ err }, 'housekeeping failed; it runs again later');
    }
    await sweepPhotoOrphans();
  };
  // Files an interrupted upload left behind (a process killed mid-upload).
  const sweepPhotoOrphans = async () => {
    try {
      const removed = await new PhotoService(app.db, app.config.uploadDir).sweepOrphans();
      if (removed.length > 0) app.log.info({ removed }, 'removed files of interrupted uploads');
    } catch (err) {
      app.log.warn({ err }, 'sweeping interrupted uploads failed; it runs again later');
    }
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    await sweepPhotoOrphans();
    timer = setInterval(() => void sweep(), housekeepingIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await app.mailer.idle();
    app.mailer.close();
  });
}
