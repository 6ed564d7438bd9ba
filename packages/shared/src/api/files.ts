import { z } from 'zod';

/** §7 POST api/uploadFile: multipart fields file, needWatermark ('true'/'false'), thumbImageFlag. */
export const uploadQuerySchema = z.object({
  /** Anonymous uploads (rate-limited): the institution application and a licence read during registration. */
  scene: z.enum(['settlement', 'register'], { error: '上传场景有误' }).optional(),
});

/** GET /files/<key>: §9 thumbnails with w=180; a private file (settlement scans) opens only with a signed exp + sig. */
export const fileServeQuerySchema = z.object({
  w: z.coerce.number().refine((w) => w === 180 || w === 360, '缩略图宽度只能是 180 或 360').optional(),
  exp: z.coerce.number().int('链接有误').positive('链接有误').optional(),
  sig: z.string().max(64, '链接有误').optional(),
});

/** data of a successful upload. */
export interface UploadResult {
  /** Goes into the form (stored as is). */
  fileUrl: string;
  thumbUrl: string | null;
  /** Private uploads only: a signed, short-lived link (30 minutes) for the uploader's own preview. */
  previewUrl?: string | null;
}

/** §7 ocrBusinessLicense: read the company name and credit code off an uploaded licence image. */
export const ocrLicenseQuerySchema = z.object({
  fileUrl: z.string().regex(/^\/files\/[A-Za-z0-9_-]{22}\.(jpg|png|gif)$/, '请先上传营业执照图片'),
});

export interface OcrLicenseResult {
  companyName: string | null;
  unifyCode: string | null;
}
