import { useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { RETCODE } from '@tcm/shared';
import { ocrBusinessLicense } from '@/lib/ocr-business-license';

export type OcrNote = { tone: 'reading' | 'done' | 'failed'; text: string } | null;

/**
 * Reads a newly uploaded licence image (OCR) and fills 企业名称 and 统一社会信用代码 where the
 * applicant has not typed them yet; the code is then checked like a typed one. PDFs are not read.
 */
export function useLicenceOcr(form: FormInstance) {
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
      if (companyName && !form.getFieldValue('companyName')) form.setFieldValue('companyName', companyName);
      if (unifyCode && !form.getFieldValue('unifyCode')) {
        form.setFieldValue('unifyCode', unifyCode);
        void form.validateFields(['unifyCode']).catch(() => undefined);
      }
      setNote({ tone: 'done', text: '已识别营业执照，请核对企业名称和统一社会信用代码' });
    } catch {
      setNote(null); // the request client has shown what went wrong
    }
  };

  return { note, read };
}
