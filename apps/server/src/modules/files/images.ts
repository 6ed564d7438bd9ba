import { SECURITY_LIMIT_MESSAGES } from '@tcm/shared';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { createBoundedQueue } from '../../lib/bounded-queue';
import { BusinessError } from '../../lib/errors';

/**
 * The largest image we decode: 40 megapixels (a 7,300 × 5,500 photo; phones take 12–50). A small
 * PNG can declare 100,000 × 100,000 pixels and make sharp allocate gigabytes to decode it.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Resizing and watermarking take a core and tens of MB each: two at a time, a short line behind
 * them, and "busy" beyond that rather than a growing pile of decoders (issue #17).
 */
const imageWork = createBoundedQueue({ concurrency: 2, maxWaiting: 32, onFull: () => new BusinessError(SECURITY_LIMIT_MESSAGES.busy) });

/** Resizes running and waiting now in this process (the metrics' image queue). */
export const imageWorkLoad = (): { running: number; waiting: number } => imageWork.load;

/** Refuses an image larger than MAX_INPUT_PIXELS; reads only its header. Unreadable images are left to the caller. */
export async function assertPixelsWithinLimit(file: string): Promise<void> {
  const meta = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (meta?.width && meta.height && meta.width * meta.height > MAX_INPUT_PIXELS) throw new BusinessError(SECURITY_LIMIT_MESSAGES.tooManyPixels);
}

/** The platform's watermark: its name, lower right, a quarter of the width, half transparent. */
function watermarkSvg(width: number): Buffer {
  const w = Math.max(120, Math.round(width / 4));
  const fontSize = Math.round(w / 10);
  const h = fontSize * 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
      `<text x="${w - fontSize / 2}" y="${fontSize * 1.4}" text-anchor="end" font-size="${fontSize}" ` +
      `font-family="Noto Sans CJK SC, sans-serif" fill="#ffffff" fill-opacity="0.6" stroke="#00604f" stroke-opacity="0.5" stroke-width="1">` +
      `中药质量检测服务平台</text></svg>`,
  );
}

/** Writes `input` with the watermark to `output` (JPEG and PNG; GIFs are kept as they are). */
export function addWatermark(input: string, output: string): Promise<void> {
  return imageWork.run(async () => {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
    const { width = 800 } = await image.metadata();
    if (width < 120) {
      await image.toFile(output);
      return;
    }
    await image.composite([{ input: watermarkSvg(width), gravity: 'southeast' }]).toFile(output);
  });
}

/** A thumbnail `width` pixels wide (never enlarged), in the source's format. */
export async function makeThumbnail(input: Readable, output: string, width: number): Promise<void> {
  try {
    await imageWork.run(async () => {
      const transformer = sharp({ animated: false, limitInputPixels: MAX_INPUT_PIXELS }).resize({ width, withoutEnlargement: true });
      input.pipe(transformer);
      await transformer.toFile(output);
    });
  } catch (err) {
    input.destroy(); // refused as busy (never read) or failed: let go of the file or connection
    throw err;
  }
}
