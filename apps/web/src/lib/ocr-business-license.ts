import { type ApiEnvelope, type OcrLicenseResult, fileCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { signatureOf } from '@/lib/private-file';

/**
 * §7 GET api/ocrBusinessLicense: the company name and credit code read off an uploaded
 * licence image. retcode 0 says it could not read them (the user types them instead).
 */
/** Reading a licence takes a few seconds on the server (tesseract); longer than an ordinary call. */
const OCR_TIMEOUT_MS = 30_000;

/** A licence is private (issue #17): a visitor's fresh upload is read with its signed link's exp and sig. */
export function ocrBusinessLicense(fileUrl: string): Promise<ApiEnvelope<OcrLicenseResult>> {
  return call(fileCalls.ocrBusinessLicense, { fileUrl, ...signatureOf(fileUrl) }, { timeoutMs: OCR_TIMEOUT_MS });
}
