/**
 * The shared schemas every page starts with (zod's own modules and the catalogue's and accounts'
 * schemas: making them is 15 to 20 ms in a traced page), asked for by the entry (main.tsx) after
 * the libraries and before the app's own code, so that making them is a task of its own. The
 * exports are what keeps them in this step; the app imports them as usual.
 */
export { beachSchema } from '@shared/beaches';
export { userSchema } from '@shared/auth';
