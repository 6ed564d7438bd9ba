import { getEndpoint } from '../endpoint';
import type * as Files from '../files';

/**
 * `fileCalls`: * §7's file calls that answer an envelope. The upload (multipart) and the files themselves
 * (`/files/<key>`, bytes) are not descriptors: neither goes through call().
 * @tcm/shared re-exports this file as a namespace (`export * as fileCalls`), so a page carries only
 * the descriptors it uses.
 */

/** The company name and credit code read off an uploaded licence image. */
export const ocrBusinessLicense = getEndpoint<typeof Files.ocrLicenseQuerySchema, Files.OcrLicenseResult>('/api/ocrBusinessLicense');
