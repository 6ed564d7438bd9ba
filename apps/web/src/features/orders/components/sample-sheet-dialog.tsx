import { useState } from 'react';
import { ORDER_SAMPLES_MAX, type SampleSheetCheck } from '@tcm/shared';
import { XlsxImportDialog } from '@/components/xlsx-import-dialog/xlsx-import-dialog';
import { downloadSampleSheetTemplate, useCheckSampleSheet } from '../api/sample-sheet';
import { SampleTable } from './sample-table';
import styles from './orders.module.css';

export interface SampleSheetDialogProps {
  institutionId: number;
  institutionName: string;
  open: boolean;
  onClose: () => void;
  /** 确定: the checked samples and the order lines they make. */
  onConfirm: (sheet: SampleSheetCheck) => void;
}

/**
 * 批量导入样品 (issue #21): the institution's template, the filled sheet checked on the server (every
 * wrong row listed, nothing placed), then the samples shown; 确定 hands them to the checkout.
 */
export function SampleSheetDialog({ institutionId, institutionName, open, onClose, onConfirm }: SampleSheetDialogProps) {
  const check = useCheckSampleSheet(institutionId);
  const [checked, setChecked] = useState<SampleSheetCheck | null>(null);
  const names = new Map(checked?.items.map((i) => [i.testServiceId, i.testItemName]));
  return (
    <XlsxImportDialog<SampleSheetCheck>
      open={open}
      title={`批量导入样品 · ${institutionName}`}
      onClose={onClose}
      downloadTemplate={() => downloadSampleSheetTemplate(institutionId, institutionName)}
      send={(file) => check.mutateAsync(file)}
      sending={check.isPending}
      sendText="检查样品清单"
      hint={
        <>
          下载本机构的样品清单模板，一行填写一个样品（样品名称、批号、数量、检测项目必填，最多 {ORDER_SAMPLES_MAX} 个）；检测项目填写模板「项目清单」中的名称或代码，多个项目用顿号分隔。
          上传后逐行检查，任一行有误则全部不导入；订单按检测项目和样品数计价，与手工填写相同。
        </>
      }
      review={{
        content: checked ? (
          <div className={styles.sheetReview} data-testid="sample-sheet-review">
            <p>
              共 {checked.samples.length} 个样品：
              {checked.items.map((i) => `${i.testItemName} × ${i.sampleCount}`).join('，')}
            </p>
            <SampleTable samples={checked.samples} itemNames={names} pageSize={8} />
          </div>
        ) : null,
        accept: setChecked,
        confirm: () => checked && onConfirm(checked),
        reset: () => setChecked(null),
      }}
    />
  );
}
