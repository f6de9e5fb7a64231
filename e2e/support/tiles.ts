import type { Page } from '@playwright/test';

/**
 * Map tiles cannot load here: a test either blocks them (the site's fallback map) or serves a
 * blank tile locally (the Leaflet map itself).
 */
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

export const blockTiles = (page: Page) =>
  page.route(/tile\.openstreetmap\.org/, (route) => route.abort());

export const serveBlankTiles = (page: Page) =>
  page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'image/png', body: blankTile }),
  );
