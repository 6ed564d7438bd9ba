import { z } from 'zod';

/** Scenes a visitor may upload under (rate-limited): the institution application and a licence read during registration. */
export const ANONYMOUS_UPLOAD_SCENES = ['settlement', 'register'] as const;
/**
 * Private documents a signed-in caller uploads (issue #17): stored private from the first byte,
 * opened only by those entitled. A plain upload used as one of them is made private when it is used.
 * 'orderMessage' (issue #22): an attachment of a message on an order. 'invoice' (issue #23): an e-invoice.
 */
export const PRIVATE_UPLOAD_SCENES = ['voucher', 'contract', 'report', 'licence', 'idCard', 'orderMessage', 'invoice'] as const;
export type UploadScene = (typeof ANONYMOUS_UPLOAD_SCENES)[number] | (typeof PRIVATE_UPLOAD_SCENES)[number];

/** §7 POST api/uploadFile: multipart fields file, needWatermark ('true'/'false'), thumbImageFlag. */
export const uploadQuerySchema = z.object({
  scene: z.enum([...ANONYMOUS_UPLOAD_SCENES, ...PRIVATE_UPLOAD_SCENES], { error: '上传场景有误' }).optional(),
});

/** GET /files/<key>: §9 thumbnails with w=180; a private file opens for those entitled (Token header) or with a signed exp + sig. */
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
  /** The signed link's exp and sig (an anonymous uploader's preview): a private licence is read only by those entitled. */
  exp: fileServeQuerySchema.shape.exp,
  sig: fileServeQuerySchema.shape.sig,
});

export interface OcrLicenseResult {
  companyName: string | null;
  unifyCode: string | null;
}
