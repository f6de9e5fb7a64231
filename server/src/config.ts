import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

/** Everything the server reads from its environment (README.md, "Configuration"). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_MAX: connections each instance's PostgreSQL pool may open (default 40). */
  databasePoolMax: number;
  publicUrl: string;
  uploadDir: string;
  googleMapsApiKey: string | null;
  /** A video for the home page's hero; without it the hero draws an animated seascape. */
  heroVideoUrl: string | null;
  /** An analytics provider's script; nothing is loaded or sent without it. */
  analyticsScriptUrl: string | null;
  seed: boolean;
  logLevel: string;
  requireEmailVerification: boolean;
  sessionSecret: string;
  /** Unset: every e-mail is written to `DATA_DIR/outbox`, so `npm start` needs no mail server. */
  smtpUrl: string | null;
  mailFrom: string;
  /** CONTACT_TO, else MAIL_FROM; null: the contact form writes to the first administrator's e-mail. */
  contactTo: string | null;
  /** ADMIN_*: start-up creates this administrator (or resets its password) when both are set. */
  admin: { username: string; password: string; email?: string; name?: string } | null;
  /** Cookies are `Secure` when the site is served over https. */
  secureCookies: boolean;
  /** REDIS_URL: rate limits are counted in this Redis instead of the database (decision 010). */
  redisUrl: string | null;
  /** REDIS_PREFIX: the start of every key this site writes to Redis, so sites can share one. */
  redisPrefix: string;
  /**
   * TRUST_PROXY: false (forwarding headers ignored, the socket's address is the client's), a hop
   * count, or the proxies' addresses and ranges (app.ts hands it to Fastify).
   */
  trustProxy: false | number | string[];
  /** ALERTS: the daily rule-change alert job runs in this instance (tests turn it off). */
  alerts: boolean;
}

/** A setting that cannot be read: start-up prints its message alone, one line, not a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !/^(false|0|no|off)$/i.test(value.trim());

/**
 * Reads TRUST_PROXY. Trusting every sender (`true`, or a range holding every address) would let
 * any client choose its own address through X-Forwarded-For and so dodge the per-address limits:
 * refused, like anything that is not a hop count or a list of addresses.
 */
export function parseTrustProxy(text: string | undefined): false | number | string[] {
  const value = text?.trim() ?? '';
  if (value === '') return false;
  const invalid = (reason: string) => new ConfigError(`Invalid TRUST_PROXY=${value}: ${reason}`);
  if (/^(true|false)$/i.test(value))
    throw invalid(
      "use a hop count (1 behind one nginx) or the proxies' addresses " +
        '(e.g. 127.0.0.1,10.0.0.0/8); leave it unset to ignore forwarding headers',
    );
  if (/^[+-]?\d+(\.\d*)?$/.test(value)) {
    const hops = Number(value);
    if (!Number.isSafeInteger(hops) || hops < 1)
      throw invalid('a hop count is a whole number, at least 1; leave it unset for no proxy');
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (entry === '') throw invalid('an entry of the comma list is empty');
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    const bits = version === 4 ? 32 : 128;
    const validPrefix =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (version === 0 || !validPrefix || rest.length > 0)
      throw invalid(`"${entry}" is not an address or an address/prefix range`);
    if (prefix !== undefined && Number(prefix) === 0)
      throw invalid(`"${entry}" holds every address, so any client could choose its own`);
  }
  return entries;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const positiveInteger = (text: string | undefined, fallback: number, name: string) => {
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new ConfigError(`Invalid ${name}: ${text}`);
    return value;
  };
  const port = Number(env.PORT ?? 5000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`Invalid PORT: ${env.PORT}`);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: positiveInteger(env.DATABASE_POOL_MAX, 40, 'DATABASE_POOL_MAX'),
    publicUrl,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY || null,
    heroVideoUrl: env.HERO_VIDEO_URL || null,
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL || null,
    seed: bool(env.SEED, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    requireEmailVerification: bool(env.REQUIRE_EMAIL_VERIFICATION, true),
    sessionSecret: env.SESSION_SECRET || readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `Devon Dog Beaches <no-reply@${new URL(publicUrl).hostname}>`,
    contactTo: env.CONTACT_TO || env.MAIL_FROM || null,
    secureCookies: publicUrl.startsWith('https:'),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'ddb:',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    alerts: bool(env.ALERTS, true),
    admin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? {
            username: env.ADMIN_USERNAME,
            password: env.ADMIN_PASSWORD,
            email: env.ADMIN_EMAIL || undefined,
            name: env.ADMIN_NAME || undefined,
          }
        : null,
  };
}
