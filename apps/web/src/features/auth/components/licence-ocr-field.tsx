import { useState } from 'react';
import { RETCODE, type OcrLicenseResult } from '@tcm/shared';
import { Alert } from '@/components/lite/alert/alert';
import { Spin } from '@/components/lite/spin/spin';
import { Uploader } from '@/components/uploader/uploader';
import { ocrBusinessLicense } from '@/lib/ocr-business-license';
import styles from './auth-form.module.css';

type Reading = { state: 'idle' } | { state: 'reading' } | { state: 'done'; text: string } | { state: 'failed'; text: string };

/**
 * 营业执照识别 (§7 ocrBusinessLicense): the registering company may upload its licence
 * (an anonymous upload, scene 'register'); what the server reads off it fills the
 * company name and credit code, which the user checks. Not part of the submitted form.
 */
export function LicenceOcrField({ onRead }: { onRead: (result: OcrLicenseResult) => void }) {
  const [fileUrl, setFileUrl] = useState('');
  const [reading, setReading] = useState<Reading>({ state: 'idle' });

  const read = async (url: string) => {
    setReading({ state: 'reading' });
    try {
      const result = await ocrBusinessLicense(url);
      if (result.retcode === RETCODE.SUCCESS && result.data) {
        onRead(result.data);
        const missing = !result.data.companyName ? '企业名称' : !result.data.unifyCode ? '统一社会信用代码' : null;
        setReading({ state: 'done', text: missing ? `已识别营业执照，未能读出${missing}，请手动填写` : '已识别营业执照，请核对企业名称和统一社会信用代码' });
      } else {
        setReading({ state: 'failed', text: result.retmsg });
      }
    } catch {
      setReading({ state: 'idle' }); // the request client has shown what went wrong
    }
  };

  const onChange = (value: string) => {
    setFileUrl(value);
    if (value) void read(value);
    else setReading({ state: 'idle' });
  };

  return (
    <div className={styles.ocr} data-testid="licence-ocr">
      <Uploader value={fileUrl} onChange={onChange} max={1} scene="register" />
      {reading.state === 'reading' ? <Spin size="small" description="正在识别营业执照…" /> : null}
      {reading.state === 'done' ? <Alert type="success" title={reading.text} /> : null}
      {reading.state === 'failed' ? <Alert type="warning" title={reading.text} /> : null}
    </div>
  );
}
