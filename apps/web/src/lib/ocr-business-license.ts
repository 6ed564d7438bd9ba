import type { ApiEnvelope, OcrLicenseResult } from '@tcm/shared';
import { request } from '@/lib/request';

/**
 * §7 GET api/ocrBusinessLicense: the company name and credit code read off an uploaded
 * licence image. retcode 0 says it could not read them (the user types them instead).
 */
/** Reading a licence takes a few seconds on the server (tesseract); longer than an ordinary call. */
const OCR_TIMEOUT_MS = 30_000;

export function ocrBusinessLicense(fileUrl: string): Promise<ApiEnvelope<OcrLicenseResult>> {
  return request.get<OcrLicenseResult>('/api/ocrBusinessLicense', { fileUrl }, { timeoutMs: OCR_TIMEOUT_MS });
}
