import { RESULT_IMPORT_WORDS as W } from '@tcm/shared';
import { XlsxImportDialog } from '@/components/xlsx-import-dialog/xlsx-import-dialog';
import { downloadResultsTemplate, useImportResults } from '../api/import-results';

/** 导入结果: the order's template filled by a LIMS or by hand, all rows or none (issue #21). */
export function ResultsImportDialog({ orderId, orderNo, open, onClose }: { orderId: number; orderNo: string; open: boolean; onClose: () => void }) {
  const send = useImportResults(orderId);
  return (
    <XlsxImportDialog
      open={open}
      title="从 Excel 导入检测结果"
      onClose={onClose}
      downloadTemplate={() => downloadResultsTemplate(orderId, orderNo)}
      send={(file) => send.mutateAsync(file)}
      sending={send.isPending}
      hint={
        <>
          先下载本订单的导入模板（已含每个样品、检测项目和限度，以及已保存的结果），在“检测结果”列填写数值，或填写 {W.notDetected}、{W.conforms}、{W.fails}、{W.notApplicable}；
          请勿修改“行标识”列。任一行有误则全部不导入；导入后覆盖文件中各行已保存的内容，单项结论按药典限度自动判定。
        </>
      }
    />
  );
}
