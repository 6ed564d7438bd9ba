import type { ApiEnvelope, UploadResult, UploadScene } from '@tcm/shared';
import { request } from './request';

/**
 * §7 uploadFile: where a form's files go. A scene stores the file as a private document (issue #17):
 * 'settlement' and 'register' are anonymous uploads (rate-limited), the institution application and
 * the licence read by OCR while registering; 'voucher', 'contract', 'report', 'licence' need a session.
 */
export type { UploadScene };

export interface UploadFileOptions {
  /** Sent as the multipart file name; a cropped image is always image.png (§7). */
  filename?: string;
  needWatermark?: boolean;
  thumbImageFlag?: boolean;
  scene?: UploadScene;
  /** Fraction sent so far, 0…1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const UPLOAD_PATH = '/api/uploadFile';

/**
 * POST api/uploadFile, multipart with file, needWatermark and thumbImageFlag
 * (strings 'true'/'false'). Resolves with the envelope whatever its retcode;
 * the caller reads data.fileUrl.
 */
export function uploadFile(file: Blob, options: UploadFileOptions = {}): Promise<ApiEnvelope<UploadResult>> {
  const filename = options.filename ?? (file instanceof File ? file.name : 'file');
  return request.upload<UploadResult>(
    UPLOAD_PATH,
    {
      file: { blob: file, filename },
      needWatermark: String(options.needWatermark ?? false),
      thumbImageFlag: String(options.thumbImageFlag ?? false),
    },
    { onProgress: options.onProgress, signal: options.signal, ...(options.scene ? { query: { scene: options.scene } } : {}) },
  );
}
