/**
 * The router, asked for by the entry (main.tsx) after React (react.ts) and before TanStack Query
 * (query-library.ts) and the app's own code: evaluating it is then a task of its own, not part of
 * one long task with the app's modules. What is exported here is what keeps it in the bundle;
 * hydrate.tsx imports it as usual.
 */
export { RouterProvider } from 'react-router';
