/**
 * Draws the app icon (the favicon's paw over a wave, on the brand's sea blue) and renders the PNGs
 * the web app manifest names into client/public: 192 and 512 px "any" icons with rounded corners,
 * a 512 px maskable icon (full-bleed background, the drawing inside the central 80 % safe zone)
 * and a 180 px apple-touch-icon. Run `node --import tsx scripts/pwa-icons.ts` after changing the
 * drawing, and commit the PNGs.
 */
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../client/public');
const sea = '#0b5f8a';
const sand = '#faf6ee';

/** The drawing on a 64-unit square: a wave along the bottom and a paw print above it. */
const drawing = `
  <path d="M0 44c9-7 17-7 24 0s15 7 23 0 13-5 17-3v23H0z" fill="${sand}"/>
  <circle cx="23" cy="20" r="5" fill="${sand}"/>
  <circle cx="41" cy="20" r="5" fill="${sand}"/>
  <circle cx="14" cy="29" r="4" fill="${sand}"/>
  <circle cx="50" cy="29" r="4" fill="${sand}"/>
  <ellipse cx="32" cy="33" rx="8" ry="6.5" fill="${sand}"/>`;

/** `radius` rounds the tile's corners; `inset` shrinks the drawing into the middle of the tile. */
function svg({ radius, inset }: { radius: number; inset: number }): Buffer {
  const scale = 1 - 2 * inset;
  const offset = 64 * inset;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" rx="${radius}" fill="${sea}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">` +
      `<clipPath id="tile"><rect width="64" height="64" rx="${radius}"/></clipPath>` +
      `<g clip-path="url(#tile)">${drawing}</g></g></svg>`,
  );
}

const icons = [
  { file: 'pwa-192x192.png', size: 192, radius: 14, inset: 0 },
  { file: 'pwa-512x512.png', size: 512, radius: 14, inset: 0 },
  // Maskable: the platform cuts its own shape, so no corners and nothing outside the safe zone.
  { file: 'maskable-icon-512x512.png', size: 512, radius: 0, inset: 0.12 },
  { file: 'apple-touch-icon-180x180.png', size: 180, radius: 0, inset: 0.06 },
];

for (const { file, size, radius, inset } of icons) {
  await sharp(svg({ radius, inset }), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, file));
  console.log(`wrote client/public/${file}`);
}
