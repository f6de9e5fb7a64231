/**
 * TanStack Query, asked for by the entry (main.tsx) after the router (libraries.ts): evaluating it
 * is a task of its own rather than part of the router's. The export is what keeps it in this step;
 * the app imports it as usual.
 */
export { QueryClient } from '@tanstack/react-query';
