import sharp from 'sharp';

/** A 640 × 480 PNG of one colour, as a file to choose in a file input. */
export async function pngFile(name: string, background: string) {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background } });
  return { name, mimeType: 'image/png', buffer: await image.png().toBuffer() };
}
