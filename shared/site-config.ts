import { z } from 'zod';

/**
 * What the client needs to know about this deployment (`GET /api/site`). A module of its own:
 * every page reads it (its layout), and it does not need the catalogue's schemas.
 */
export const siteConfigSchema = z.object({
  /** The origin for share links, e.g. https://devondogbeaches.co.uk */
  publicUrl: z.string(),
  heroVideoUrl: z.string().nullable(),
  analyticsScriptUrl: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** `GET /api/config`: the keys of outside services a page may use. */
export const configSchema = z.object({ googleMapsApiKey: z.string().nullable() });
export type PublicConfig = z.infer<typeof configSchema>;
