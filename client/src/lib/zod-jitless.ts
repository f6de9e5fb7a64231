import { config } from 'zod/v4/core';

/**
 * zod compiles fast object parsers with `new Function` once it has checked that eval is allowed;
 * that check alone is a Content-Security-Policy violation under the site's policy (no
 * 'unsafe-eval'), which the browser logs as an issue on every page (Lighthouse's Best Practices).
 * The check runs when an object schema is made, so this is imported first by the HTML's entry
 * (main.tsx) and by entry-server.tsx, before any module that makes one. zod's configuration is
 * one object shared by every copy of zod in the page.
 */
config({ jitless: true });
