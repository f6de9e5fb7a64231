import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { Beach } from '@shared/beaches';
import { beachScene, illustrationSvg, type Scene } from '@shared/beach-illustration-scene';
import type { DogState } from '@shared/dog-rules';
import { siteName } from '@shared/page-title';

/** The size every share preview wants (Open Graph, Twitter's large card). */
export const ogWidth = 1200;
export const ogHeight = 630;

/** Bump when the drawing changes, so every preview URL and ETag changes with it. */
const drawingVersion = 1;

export type OgFormat = 'png' | 'jpeg';

/** The beach fields a preview image is drawn from. */
export type OgBeach = Pick<
  Beach,
  'id' | 'slug' | 'name' | 'location' | 'beachType' | 'imageUrl' | 'updatedAt' | 'dogStatus'
>;

/** Paths the catalogue used for "no photo yet" (as the client's BeachImage): those get the illustration. */
const placeholderImage = /placeholder|no-image|default-beach/i;

/** The stored photo under /uploads/ a preview can be made from, or null (an outside address is not fetched). */
export function storedPhotoPath(imageUrl: string | null, uploadDir: string): string | null {
  if (!imageUrl || placeholderImage.test(imageUrl) || !imageUrl.startsWith('/uploads/'))
    return null;
  let relative: string;
  try {
    relative = decodeURIComponent(imageUrl.slice('/uploads/'.length).split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  const root = path.resolve(uploadDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

/** A photo previews as JPEG (a PNG of a photo is too heavy for messengers), a drawing as PNG. */
export const ogFormatFor = (beach: Pick<Beach, 'imageUrl'>, uploadDir: string): OgFormat =>
  storedPhotoPath(beach.imageUrl, uploadDir) ? 'jpeg' : 'png';

/** Changes whenever anything drawn on the preview does: its URL's `v` and its ETag. */
export function ogVersion(beach: OgBeach): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        drawingVersion,
        beach.id,
        beach.slug,
        beach.name,
        beach.location,
        beach.beachType,
        beach.imageUrl,
        beach.updatedAt,
        beach.dogStatus.state,
        beach.dogStatus.today,
      ]),
    )
    .digest('base64url')
    .slice(0, 16);
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** The dog rule's colours, as the site's badges (client/src/index.css). */
const stateColours: Record<DogState, { text: string; background: string }> = {
  allowed: { text: '#17703a', background: '#e3f4e8' },
  lead: { text: '#8a5a00', background: '#fff4d6' },
  restricted: { text: '#8a5a00', background: '#fff4d6' },
  banned: { text: '#b42318', background: '#fee4e2' },
  unconfirmed: { text: '#344054', background: '#eaecf0' },
};

const fontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** Shortens a line to about `max` characters at a word, with an ellipsis. */
function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface Caption {
  title: string;
  subtitle: string;
  /** The dog rule today, in its badge colours; none on the site's own preview. */
  rule: { text: string; state: DogState } | null;
}

/**
 * The words over the picture: a dark band at the foot with the name, the area and today's dog rule
 * in a badge, and the site's name. Sizes are approximate (no text measuring): DejaVu Sans Bold is
 * about 0.62 em a character, so long names get a smaller size and, past that, an ellipsis.
 */
export function captionSvg(caption: Caption): string {
  const padding = 56;
  const room = ogWidth - padding * 2;
  const titleSize = Math.max(48, Math.min(76, Math.floor(room / (caption.title.length * 0.62))));
  const title = fit(caption.title, Math.floor(room / (titleSize * 0.62)));
  const ruleSize = 34;
  const ruleText = caption.rule ? fit(caption.rule.text, 44) : '';
  const ruleWidth = Math.min(room, Math.round(ruleText.length * ruleSize * 0.66 + 52));
  const colours = caption.rule ? stateColours[caption.rule.state] : null;
  const bandTop = caption.rule ? 330 : 400;
  const titleY = caption.rule ? 452 : 500;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ogWidth}" height="${ogHeight}" viewBox="0 0 ${ogWidth} ${ogHeight}">` +
    '<defs><linearGradient id="band" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0" stop-color="#0c344b" stop-opacity="0"/>' +
    '<stop offset="0.4" stop-color="#0c344b" stop-opacity="0.55"/>' +
    '<stop offset="1" stop-color="#0c344b" stop-opacity="0.8"/>' +
    '</linearGradient></defs>' +
    `<rect y="${bandTop}" width="${ogWidth}" height="${ogHeight - bandTop}" fill="url(#band)"/>` +
    `<g font-family="${escapeXml(fontFamily)}">` +
    (colours
      ? `<rect x="${padding}" y="${titleY - titleSize - 78}" rx="28" width="${ruleWidth}" height="56" fill="${colours.background}"/>` +
        `<text x="${padding + 24}" y="${titleY - titleSize - 38}" font-size="${ruleSize}" font-weight="700" fill="${colours.text}">${escapeXml(ruleText)}</text>`
      : '') +
    `<text x="${padding}" y="${titleY}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>` +
    `<text x="${padding}" y="${titleY + 62}" font-size="34" fill="#ffffff">${escapeXml(fit(caption.subtitle, caption.rule ? 34 : 56))}</text>` +
    (caption.rule
      ? `<text x="${ogWidth - padding}" y="${titleY + 62}" font-size="30" font-weight="700" fill="#ffffff" text-anchor="end">${escapeXml(siteName)}</text>`
      : '') +
    '</g></svg>'
  );
}

/** The picture under the caption: the stored photo cropped to fill, else the beach's illustration. */
async function background(scene: Scene, photoFile: string | null): Promise<Buffer> {
  if (photoFile) {
    try {
      const input = await readFile(photoFile);
      return await sharp(input, { limitInputPixels: 60_000_000 })
        .rotate()
        .resize(ogWidth, ogHeight, { fit: 'cover', position: 'attention' })
        .toBuffer();
    } catch {
      // A missing or unreadable photo: the drawing, as the client does when an image fails.
    }
  }
  return sharp(Buffer.from(illustrationSvg(scene, { width: ogWidth, height: ogHeight })))
    .resize(ogWidth, ogHeight)
    .png()
    .toBuffer();
}

async function render(
  scene: Scene,
  photoFile: string | null,
  caption: Caption,
  format: OgFormat,
): Promise<Buffer> {
  const image = sharp(await background(scene, photoFile)).composite([
    { input: Buffer.from(captionSvg(caption)), top: 0, left: 0 },
  ]);
  return format === 'jpeg'
    ? image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
    : image.png({ compressionLevel: 9, palette: true, quality: 90, effort: 7 }).toBuffer();
}

/** The caption of a beach's preview: name, area and today's rule ("Dogs banned 10am–6pm until 30 Sep"). */
export const beachCaption = (beach: OgBeach): Caption => ({
  title: beach.name,
  subtitle: beach.location,
  rule: { text: beach.dogStatus.today, state: beach.dogStatus.state },
});

/**
 * Renders share previews and keeps the latest ones in memory (about 32 MB), by version: a beach
 * renders again only when something drawn on it changes. Two requests for the same new preview
 * share one rendering.
 */
export class OgImages {
  private readonly cache = new LRUCache<string, Buffer>({
    max: 500,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (image) => image.length,
  });
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(private readonly uploadDir: string) {}

  beach(beach: OgBeach, format: OgFormat): Promise<Buffer> {
    const photo = storedPhotoPath(beach.imageUrl, this.uploadDir);
    return this.cached(`beach:${beach.id}:${ogVersion(beach)}:${format}`, () =>
      render(beachScene(beach.id, beach.beachType), photo, beachCaption(beach), format),
    );
  }

  /** The site's own preview (home, lists, blog posts without a picture). */
  site(): Promise<Buffer> {
    return this.cached(`site:${drawingVersion}`, () =>
      render(
        beachScene(7, 'sandy'),
        null,
        {
          title: siteName,
          subtitle: 'Where your dog is welcome on the Devon coast',
          rule: null,
        },
        'png',
      ),
    );
  }

  private cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.cache.get(key);
    if (hit) return Promise.resolve(hit);
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = make()
        .then((image) => {
          this.cache.set(key, image);
          return image;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }
}

export const siteOgVersion = `s${drawingVersion}`;
