import sharp from 'sharp';

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
export async function addWatermark(input: string, output: string): Promise<void> {
  const image = sharp(input);
  const { width = 800 } = await image.metadata();
  if (width < 120) {
    await image.toFile(output);
    return;
  }
  await image.composite([{ input: watermarkSvg(width), gravity: 'southeast' }]).toFile(output);
}

/** A thumbnail `width` pixels wide (never enlarged), in the source's format. */
export async function makeThumbnail(input: NodeJS.ReadableStream, output: string, width: number): Promise<void> {
  const transformer = sharp({ animated: false }).resize({ width, withoutEnlargement: true });
  input.pipe(transformer);
  await transformer.toFile(output);
}
