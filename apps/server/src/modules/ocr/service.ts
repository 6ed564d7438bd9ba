import { FILE_MESSAGES, type OcrLicenseResult } from '@tcm/shared';
import { BusinessError } from '../../lib/errors';
import type { FileService } from '../files/service';
import { parseLicenceText } from './licence-parser';
import type { OcrEngine } from './tesseract';

export function createOcrService({ files, engine }: { files: FileService; engine: OcrEngine }) {
  return {
    /** §5 ocrBusinessLicense: fills the form where it can; says so when it cannot. */
    async readLicence(fileUrl: string): Promise<OcrLicenseResult> {
      const key = fileUrl.slice('/files/'.length);
      let text: string;
      try {
        text = await files.withLocalCopy(key, (p) => engine.recognize(p));
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
