import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  publicUrl: string;
  /** ANALYTICS_SCRIPT_URL: its origin may load a script and receive its events. */
  analyticsScriptUrl: string | null;
  /** HERO_VIDEO_URL: its origin may serve the home page's video. */
  heroVideoUrl: string | null;
}

/** The origin of an absolute http(s) URL, or null for anything else (a relative URL is 'self'). */
const originOf = (url: string | null): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

const withOrigin = (base: string[], origin: string | null) =>
  origin && !base.includes(origin) ? [...base, origin] : base;

/** The Content-Security-Policy directives the site's pages run under (no inline script at all). */
export function contentSecurityPolicy(options: SecurityHeaderOptions) {
  const analytics = originOf(options.analyticsScriptUrl);
  const video = originOf(options.heroVideoUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: withOrigin(["'self'"], analytics),
    // Leaflet and React set style attributes; styles cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: withOrigin(["'self'"], analytics),
    // The service worker, and the ALTCHA widget's proof-of-work worker (a file of the build).
    workerSrc: ["'self'"],
    // The map's fallback is OpenStreetMap's embed page in an iframe.
    frameSrc: ['https://www.openstreetmap.org'],
    mediaSrc: withOrigin(["'self'"], video),
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * Security headers on every answer: the CSP above, `nosniff`, a strict-origin referrer
 * policy, no framing, and HSTS only when the site is served over https (PUBLIC_URL).
 *
 * helmet's middleware is made once and run on every request. (@fastify/helmet made it anew for
 * every request, parsing the CSP each time: 5 % of the server's time under load, bench/load.ts.)
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeaderOptions) => {
    const https = options.publicUrl.startsWith('https:');
    const setHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // The OSM embed and tiles are cross-origin resources without CORP headers.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
);
