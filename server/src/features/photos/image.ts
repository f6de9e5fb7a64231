import sharp from 'sharp';
import { photoMessages } from '@shared/photos';
import { HttpError } from '../../lib/http-errors';

/** Widths stored for srcset; an image is never enlarged, and keeps its own width up to 1600. */
export const variantWidths = [480, 960, 1600] as const;
/** More pixels than this (past a 50 MP phone camera) is refused before decoding (a "decompression bomb"). */
const maxInputPixels = 60_000_000;
const acceptedFormats = new Set(['jpeg', 'png', 'gif', 'webp']);

export interface EncodedVariant {
  width: number;
  height: number;
  data: Buffer;
}

/** A name fit for a message: the client's file name, shortened, without anything odd. */
export const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? 'file').replace(/[^\w .()-]/g, '_').slice(0, 80) || 'file';

/**
 * Checks an upload by its content (never its name or declared type) and re-encodes it: EXIF
 * orientation applied, every piece of metadata (EXIF, GPS, ICC, XMP) dropped, WebP in the widths
 * of `variantWidths` that the image reaches (at least one). 415 for anything but a readable JPEG,
 * PNG, GIF or WebP; SVG, HEIF, TIFF, PDF and broken files included.
 */
export async function encodePhoto(input: Buffer, fileName: string): Promise<EncodedVariant[]> {
  const refuse = () => new HttpError(415, photoMessages.notAnImage(displayName(fileName)));
  const open = () => sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' });
  let width: number;
  try {
    const metadata = await open().metadata();
    if (!metadata.format || !acceptedFormats.has(metadata.format)) throw refuse();
    // Orientations 5 to 8 turn the picture a quarter: its displayed width is its stored height.
    const turned = (metadata.orientation ?? 1) >= 5;
    width = (turned ? metadata.height : metadata.width) ?? 0;
    if (!width) throw refuse();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse();
  }
  // The standard widths below the image's own, then the image's own (up to the largest).
  const largest = Math.min(width, variantWidths.at(-1)!);
  const targets = [...variantWidths.filter((candidate) => candidate < largest), largest];
  try {
    return await Promise.all(
      targets.map(async (target) => {
        const { data, info } = await open()
          .rotate()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, data };
      }),
    );
  } catch {
    throw refuse();
  }
}
