import { z } from 'zod';

/**
 * zod compiles fast object parsers with `new Function` once it has checked that eval is allowed;
 * that check alone is a Content-Security-Policy violation under the site's policy (no
 * 'unsafe-eval'), which the browser logs as an issue on every page (Lighthouse's Best Practices).
 * Imported first by main.tsx, before anything parses.
 */
z.config({ jitless: true });
