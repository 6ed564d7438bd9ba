import { z } from 'zod';

/** §7 POST api/uploadFile: multipart fields file, needWatermark ('true'/'false'), thumbImageFlag. */
export const uploadQuerySchema = z.object({
  /** 'settlement': the anonymous upload of the institution application (rate-limited). */
  scene: z.enum(['settlement'], { error: '上传场景有误' }).optional(),
});

export const fileServeQuerySchema = z.object({
  /** §9: preview thumbnails are requested with w=180. */
  w: z.coerce.number().refine((w) => w === 180 || w === 360, '缩略图宽度只能是 180 或 360').optional(),
});

/** data of a successful upload. */
export interface UploadResult {
  fileUrl: string;
  thumbUrl: string | null;
}
