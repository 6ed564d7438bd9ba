import { z } from 'zod';

/** §7 POST api/uploadFile: multipart fields file, needWatermark ('true'/'false'), thumbImageFlag. */
export const uploadQuerySchema = z.object({
  /** Anonymous uploads (rate-limited): the institution application and a licence read during registration. */
  scene: z.enum(['settlement', 'register'], { error: '上传场景有误' }).optional(),
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

/** §7 ocrBusinessLicense: read the company name and credit code off an uploaded licence image. */
export const ocrLicenseQuerySchema = z.object({
  fileUrl: z.string().regex(/^\/files\/[A-Za-z0-9_-]{22}\.(jpg|png|gif)$/, '请先上传营业执照图片'),
});

export interface OcrLicenseResult {
  companyName: string | null;
  unifyCode: string | null;
}
