/**
 * The router and TanStack Query, asked for by the entry (main.tsx) after React (react.ts) and
 * before the app's own code: evaluating them is then a task of its own, not part of one long task
 * with the app's modules. What is exported here is what keeps each of them in the bundle;
 * hydrate.tsx imports them as usual.
 */
export { createBrowserRouter } from 'react-router';
export { QueryClient } from '@tanstack/react-query';
