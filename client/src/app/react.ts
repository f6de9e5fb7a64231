/**
 * React and its DOM renderer, asked for by the entry (main.tsx) first of the app's libraries:
 * evaluating them is a task of its own (about 8 ms in a traced page, several times that on a
 * slow phone), apart from the icons (icons.ts), the router (libraries.ts) and TanStack Query
 * (query-library.ts). The export is what keeps them in this step; hydrate.tsx imports them as
 * usual.
 */
export { hydrateRoot } from 'react-dom/client';
