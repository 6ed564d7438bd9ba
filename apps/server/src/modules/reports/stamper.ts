import fs from 'node:fs';
import { Readable } from 'node:stream';
import { REPORT_VERIFY_PATH } from '@tcm/shared';
import type { FileService } from '../files/service';
import { uploadKey } from '../files/claims';
import { stampReport } from './stamp';

const PDF = { ext: 'pdf', mime: 'application/pdf', image: false } as const;

/**
 * Makes the stamped copy of a report: reads the institution's upload from the file storage,
 * stamps every page, stores the copy as a new (private) upload of the same staff member and
 * answers its path. The original upload is left as it is.
 */
export function createReportStamper({ files, publicBaseUrl }: { files: FileService; publicBaseUrl: string }) {
  const verifyUrl = (code: string) => `${publicBaseUrl}${REPORT_VERIFY_PATH}?code=${encodeURIComponent(code)}`;
  return {
    verifyUrl,
    /** A PDF the server wrote (a generated report), stored as a private upload of the staff member; answers its path. */
    async storePdf(memberId: number, pdf: Uint8Array, name: string): Promise<string> {
      const received = await files.receive(Readable.from([Buffer.from(pdf)]), name, () => false);
      return (await files.store(received, { memberId, scene: 'report', watermark: false, thumbnail: false })).fileUrl;
    },

    async stamp(memberId: number, originalUrl: string, report: { reportNo: string; verifyCode: string }): Promise<string> {
      return files.withLocalCopy(uploadKey(originalUrl), async (local) => {
        const stamped = await stampReport(await fs.promises.readFile(local), { verifyCode: report.verifyCode, verifyUrl: verifyUrl(report.verifyCode) });
        // Beside the local copy, i.e. in the storage's temp folder: storing it is then a rename on one disk.
        const tempPath = `${local}.stamped`;
        await fs.promises.writeFile(tempPath, stamped);
        const stored = await files.store(
          { tempPath, type: PDF, size: stamped.length, originalName: `${report.reportNo}.pdf` },
          // Private from its first byte (issue #17); the move that issues it ties it to the order.
          { memberId, scene: 'report', watermark: false, thumbnail: false },
        );
        return stored.fileUrl;
      });
    },
  };
}
export type ReportStamper = ReturnType<typeof createReportStamper>;
