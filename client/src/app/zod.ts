/**
 * zod's own modules, asked for by the entry (main.tsx) before the shared schemas (schemas.ts):
 * evaluating zod and making the schemas are then two tasks, each short enough that a tap or a
 * scroll between them is answered at once.
 */
export { object } from 'zod';
