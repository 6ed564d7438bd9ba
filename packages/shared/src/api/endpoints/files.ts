import { getEndpoint } from '../endpoint';
import type * as Files from '../files';

/**
 * §7's file calls that answer an envelope. The upload (multipart) and the files themselves
 * (`/files/<key>`, bytes) are not descriptors: neither goes through call().
 */
export const fileCalls = {
  /** The company name and credit code read off an uploaded licence image. */
  ocrBusinessLicense: getEndpoint<typeof Files.ocrLicenseQuerySchema, Files.OcrLicenseResult>('/api/ocrBusinessLicense'),
} as const;
