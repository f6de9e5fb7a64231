/**
 * The libraries the app starts with, asked for by the entry (main.tsx) before the app's own code:
 * evaluating them is then a task of its own, not part of one long task with the app's modules
 * and the router (a 70 to 100 ms task in a traced page, four times that on a slow phone). What
 * is exported here is what keeps each of them in the bundle; hydrate.tsx imports them as usual.
 */
export { hydrateRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router';
export { QueryClient } from '@tanstack/react-query';
