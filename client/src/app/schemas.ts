/**
 * The shared schemas every page starts with (the catalogue's and accounts' schemas: making them is
 * 10 to 15 ms in a traced page), asked for by the entry (main.tsx) after zod's own modules
 * (zod.ts) and before the app's own code, so that making them is a task of its own. The exports
 * are what keeps them in this step; the app imports them as usual.
 */
export { beachSchema } from '@shared/beaches';
export { userSchema } from '@shared/auth';
