import { Form, Radio } from 'antd';
import { REPORT_MESSAGES, UPLOAD_PDF_EXTENSION, zUploadedPdf } from '@tcm/shared';
import { Uploader } from '@/components/uploader/uploader';
import { schemaRule } from '@/lib/form-rules';
import styles from './workbench.module.css';

/** Where a report's PDF comes from (issue #21): written by the platform from the results, or the institution's own upload. */
export type ReportSource = 'generate' | 'upload';
const pdfRule = schemaRule(zUploadedPdf);

/** What issueReport / replaceReport take for the chosen source: exactly one of `generate` and `reportUrl`. */
export const reportSourceBody = (source: ReportSource, file: string | undefined) => (source === 'generate' ? { generate: true } : { reportUrl: file ?? '' });

/**
 * The source radio, and under it the upload field (a form item named "file" of the dialog's form)
 * or what a generated report holds. Used by 出具报告 and 替换报告.
 */
export function ReportSourceFields({ source, onChange, uploadLabel }: { source: ReportSource; onChange: (s: ReportSource) => void; uploadLabel: string }) {
  return (
    <>
      <Radio.Group
        className={styles.reportSource}
        value={source}
        onChange={(e) => onChange(e.target.value as ReportSource)}
        options={[
          { value: 'generate', label: '根据检测结果生成报告' },
          { value: 'upload', label: '上传本机构出具的报告（PDF）' },
        ]}
      />
      {source === 'upload' ? (
        <Form.Item name="file" label={uploadLabel} rules={[{ required: true, message: REPORT_MESSAGES.sourceRequired }, pdfRule]}>
          <Uploader accept={[UPLOAD_PDF_EXTENSION]} max={1} scene="report" />
        </Form.Item>
      ) : (
        <p className={styles.hint} data-testid="generated-report-hint">
          报告按本机构资料、订单信息和已录入的检测结果生成：含委托单位、样品信息、收样与检测日期、每个检测项目的方法、标准规定、结果与单项结论、检测结论及编制/审核/批准签字栏；订单要求 CMA 或 CNAS 且本机构具备该资质时加印相应标识。
        </p>
      )}
    </>
  );
}
