/**
 * Lucide's icons (one chunk of their own, vite.config.ts), asked for by the entry (main.tsx) after
 * React: making the hundred-odd icon components is then a task of its own. Importing any one icon
 * loads the chunk; the app imports its icons as usual.
 */
export { Dog } from 'lucide-react';
