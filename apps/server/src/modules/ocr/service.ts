import { FILE_MESSAGES, type OcrLicenseResult, PRIVATE_FILE_MESSAGES, SECURITY_LIMIT_MESSAGES } from '@tcm/shared';
import { createBoundedQueue } from '../../lib/bounded-queue';
import { BusinessError } from '../../lib/errors';
import type { FileAccess } from '../files/private-files';
import type { FileService } from '../files/service';
import { parseLicenceText } from './licence-parser';
import type { OcrEngine } from './tesseract';

/**
 * A read takes a core for a second or two and the engine does one at a time: one runs, eight wait,
 * and a ninth is told at once that the system is busy rather than queued without end (issue #17).
 */
export const OCR_QUEUE = { concurrency: 1, maxWaiting: 8 };

export function createOcrService({ files, engine }: { files: FileService; engine: OcrEngine }) {
  const queue = createBoundedQueue({ ...OCR_QUEUE, onFull: () => new BusinessError(SECURITY_LIMIT_MESSAGES.busy) });
  return {
    /** Reads running and waiting now (the metrics' OCR queue). */
    get load() {
      return queue.load;
    },
    /** §5 ocrBusinessLicense: fills the form where it can; says so when it cannot. */
    async readLicence(fileUrl: string, access: FileAccess): Promise<OcrLicenseResult> {
      // The private-file rule (issue #17): an anonymous applicant passes its upload's signed preview link.
      if (!(await files.mayRead(fileUrl, access))) throw new BusinessError(PRIVATE_FILE_MESSAGES.refused);
      const key = fileUrl.slice('/files/'.length);
      let text: string;
      try {
        text = await queue.run(() => files.withLocalCopy(key, (p) => engine.recognize(p)));
      } catch (err) {
        if (err instanceof BusinessError) throw err;
        throw new BusinessError(FILE_MESSAGES.ocrUnavailable);
      }
      const result = parseLicenceText(text);
      if (!result.companyName && !result.unifyCode) throw new BusinessError(FILE_MESSAGES.ocrFailed);
      return result;
    },
  };
}
export type OcrService = ReturnType<typeof createOcrService>;
