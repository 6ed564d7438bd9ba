/** §3/§9 image crop dialog defaults. */
export const CROP_DEFAULT_WIDTH = 400;
export const CROP_DEFAULT_HEIGHT = 300;
export const CROP_DEFAULT_RATIO = [4, 3] as const;
/** Output quality (cropper "size"); 1 means full quality. */
export const CROP_OUTPUT_QUALITY = 1;
/** The cropped image is uploaded as a file of this name. */
export const CROP_OUTPUT_FILE_NAME = 'image.png';

/** Ratio presets offered in the dialog; `null` is free cropping. */
export const CROP_RATIO_PRESETS: readonly { label: string; ratio: readonly [number, number] | null }[] = [
  { label: '16:9', ratio: [16, 9] },
  { label: '4:3', ratio: [4, 3] },
  { label: '1:1', ratio: [1, 1] },
  { label: '自由', ratio: null },
];
