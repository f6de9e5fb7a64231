import { z } from 'zod';
import { dogStatusSchema } from './dog-rules';
import { tideEntrySchema } from './tides';

/** Favourites, "My beaches" on the profile. */
export const maxFavoriteNoteLength = 500;
/** Enough for every beach of the catalogue and more; a bound so one account cannot grow a table. */
export const maxFavoritesPerUser = 200;

export const favoriteMessages = {
  noteTooLong: `Notes must be at most ${maxFavoriteNoteLength} characters`,
  tooMany: `You can save at most ${maxFavoritesPerUser} beaches`,
  notFound: 'This beach is not in My beaches',
  removed: 'Removed from My beaches',
} as const;

/** A private note: trimmed, blank means none. */
export const favoriteNoteSchema = z
  .string({ error: 'The note must be text' })
  .trim()
  .max(maxFavoriteNoteLength, { error: favoriteMessages.noteTooLong })
  .transform((text) => (text === '' ? null : text));

/** PUT's body is optional: without `notes` an existing favourite keeps its note. */
export const saveFavoriteBodySchema = z.object({ notes: favoriteNoteSchema.nullish() }).nullish();
export type SaveFavoriteBody = z.input<typeof saveFavoriteBodySchema>;

export const updateFavoriteNoteBodySchema = z.object({
  notes: favoriteNoteSchema.nullable(),
});
export type UpdateFavoriteNoteBody = z.input<typeof updateFavoriteNoteBodySchema>;

/** Where a favourite lives: PUT saves it, PATCH its note, DELETE removes it (both sides use this). */
export const favoritePath = (beach: number | string) =>
  `/api/beaches/${encodeURIComponent(String(beach))}/favorite`;

export const favoriteSchema = z.object({
  beachId: z.number().int(),
  notes: z.string().nullable(),
  /**
   * Rule-change e-mails for this beach are on (shared/alerts.ts). Optional: answers and test data
   * made before it existed carry none, which means off.
   */
  alertsEnabled: z.boolean().optional(),
  createdAt: z.string(),
  beach: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    location: z.string(),
    imageUrl: z.string().nullable(),
    dogStatus: dogStatusSchema,
  }),
  /** The next low water after now at the beach's tide gauge, null when the beach has no position. */
  nextLowTide: tideEntrySchema.nullable(),
});
export type Favorite = z.infer<typeof favoriteSchema>;
