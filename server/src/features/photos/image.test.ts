import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoMessages } from '@shared/photos';
import { HttpError } from '../../lib/http-errors';
import { displayName, encodePhoto } from './image';

const solid = (width: number, height: number, background = '#2a7fb8') =>
  sharp({ create: { width, height, channels: 3, background } });

async function refusal(data: Buffer, name: string) {
  const error = await encodePhoto(data, name).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
}

describe('encodePhoto', () => {
  it.each([
    [2000, 1000, [480, 960, 1600], [240, 480, 800]],
    [600, 400, [480, 600], [320, 400]],
    [300, 200, [300], [200]],
  ])(
    'stores a %i×%i image in the widths it reaches, never enlarged',
    async (width, height, widths, heights) => {
      const variants = await encodePhoto(await solid(width, height).jpeg().toBuffer(), 'a.jpg');
      expect(variants.map((variant) => variant.width)).toEqual(widths);
      expect(variants.map((variant) => variant.height)).toEqual(heights);
      for (const variant of variants) {
        const metadata = await sharp(variant.data).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: variant.width });
      }
    },
  );

  it('accepts WebP and GIF, keeping only the first frame of an animation', async () => {
    const webp = await encodePhoto(await solid(500, 300).webp().toBuffer(), 'a.webp');
    expect(webp.map((variant) => variant.width)).toEqual([480, 500]);

    const red = await solid(320, 200, '#ff0000').png().toBuffer();
    const blue = await solid(320, 200, '#0000ff').png().toBuffer();
    const animated = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const [frame] = await encodePhoto(animated, 'wave.gif');
    const metadata = await sharp(frame!.data).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 200 });
    expect(metadata.pages ?? 1).toBe(1);
    const { dominant } = await sharp(frame!.data).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(50);
  });

  it('refuses HEIF/AVIF, PDF, empty and cut-off files as not images (415)', async () => {
    const png = await solid(200, 200).png().toBuffer();
    const cases: [Buffer, string][] = [
      [await sharp(png).avif().toBuffer(), 'photo.heic'],
      [Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'leaflet.pdf'],
      [Buffer.alloc(0), 'empty.jpg'],
      [png.subarray(0, Math.floor(png.length / 2)), 'half.png'],
    ];
    for (const [data, name] of cases) {
      expect(await refusal(data, name)).toEqual({
        status: 415,
        message: photoMessages.notAnImage(name),
      });
    }
  });
});

describe('displayName', () => {
  it('keeps a safe, short form of the name for messages', () => {
    expect(displayName('C:\\Users\\me\\Beach day.JPG')).toBe('Beach day.JPG');
    expect(displayName('../../<script>.png')).toBe('_script_.png');
    expect(displayName('x'.repeat(200) + '.png')).toHaveLength(80);
    expect(displayName('')).toBe('file');
  });
});
