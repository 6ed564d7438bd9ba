import { CROP_DEFAULT_HEIGHT, CROP_DEFAULT_RATIO, CROP_DEFAULT_WIDTH, CROP_RATIO_PRESETS } from '@tcm/shared';

/** A ratio as cropperjs wants it: width / height, NaN for free cropping. */
export function ratioValue(ratio: readonly [number, number] | null): number {
  return ratio ? ratio[0] / ratio[1] : Number.NaN;
}

/** The presets of §9 (16:9, 4:3, 1:1, free) keyed by their label. */
export const RATIO_OPTIONS = CROP_RATIO_PRESETS.map((preset) => ({ label: preset.label, value: preset.label }));

export const DEFAULT_RATIO_LABEL = `${CROP_DEFAULT_RATIO[0]}:${CROP_DEFAULT_RATIO[1]}`;

export function ratioOfLabel(label: string): number {
  const preset = CROP_RATIO_PRESETS.find((p) => p.label === label);
  return ratioValue(preset ? preset.ratio : CROP_DEFAULT_RATIO);
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * §3 autoCropWidth × autoCropHeight (400 × 300, in screen pixels like the
 * original cropper) centred on the shown image; shrunk, keeping its shape,
 * when the image is shown smaller than that.
 */
export function defaultCropBox(canvas: Box, width = CROP_DEFAULT_WIDTH, height = CROP_DEFAULT_HEIGHT): Box {
  const scale = Math.min(1, canvas.width / width, canvas.height / height);
  const w = width * scale;
  const h = height * scale;
  return { left: canvas.left + (canvas.width - w) / 2, top: canvas.top + (canvas.height - h) / 2, width: w, height: h };
}
