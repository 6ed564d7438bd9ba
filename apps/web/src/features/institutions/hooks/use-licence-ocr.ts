import { useRef, useState } from 'react';
import { RETCODE } from '@tcm/shared';
import { ocrBusinessLicense } from '@/lib/ocr-business-license';

export type OcrNote = { tone: 'reading' | 'done' | 'failed'; text: string } | null;

/** What the hook needs of the form: read a field, and fill one the applicant left empty. */
export interface OcrTarget {
  get(name: 'companyName' | 'unifyCode'): string;
  fill(name: 'companyName' | 'unifyCode', value: string): void;
}

/**
 * Reads a newly uploaded licence image (OCR) and fills 企业名称 and 统一社会信用代码 where the
 * applicant has not typed them yet; `fill` checks the code like a typed one. PDFs are not read.
 */
export function useLicenceOcr(target: OcrTarget) {
  const [note, setNote] = useState<OcrNote>(null);
  const latest = useRef('');

  const read = async (fileUrl: string) => {
    latest.current = fileUrl;
    if (!fileUrl || fileUrl.toLowerCase().endsWith('.pdf')) return setNote(null);
    setNote({ tone: 'reading', text: '正在识别营业执照…' });
    try {
      const result = await ocrBusinessLicense(fileUrl);
      if (latest.current !== fileUrl) return; // replaced meanwhile
      if (result.retcode !== RETCODE.SUCCESS || !result.data) return setNote({ tone: 'failed', text: result.retmsg });
      const { companyName, unifyCode } = result.data;
      if (companyName && !target.get('companyName')) target.fill('companyName', companyName);
      if (unifyCode && !target.get('unifyCode')) target.fill('unifyCode', unifyCode);
      setNote({ tone: 'done', text: '已识别营业执照，请核对企业名称和统一社会信用代码' });
    } catch {
      setNote(null); // the request client has shown what went wrong
    }
  };

  return { note, read };
}
