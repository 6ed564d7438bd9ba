import { MONOGRAPH_IMPORT_CHECK_COLUMNS, MONOGRAPH_IMPORT_CHECK_SHEET, MONOGRAPH_IMPORT_COLUMNS, MONOGRAPH_IMPORT_MAX_ROWS, MONOGRAPH_IMPORT_SHEET } from '@tcm/shared';
import { XlsxImportDialog } from '@/components/xlsx-import-dialog/xlsx-import-dialog';
import { downloadImportTemplate, useImportMonographs } from '../api/import-monographs';

/** 批量导入: one .xlsx of monographs, all or nothing; an accepted one says how many were created and updated. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const send = useImportMonographs();
  return (
    <XlsxImportDialog
      open={open}
      title="批量导入药典品种"
      onClose={onClose}
      downloadTemplate={downloadImportTemplate}
      send={(file) => send.mutateAsync(file)}
      sending={send.isPending}
      hint={
        <>
          「{MONOGRAPH_IMPORT_SHEET}」表每行一个品种，表头：{MONOGRAPH_IMPORT_COLUMNS.join('、')}；「{MONOGRAPH_IMPORT_CHECK_SHEET}」表每行一条检查项目：{MONOGRAPH_IMPORT_CHECK_COLUMNS.join('、')}。
          同名同版次的品种将被更新（未在检查项目表中列出的品种保留原有检查项目），其余新增；一次最多 {MONOGRAPH_IMPORT_MAX_ROWS} 个，任一行有误则全部不导入。
        </>
      }
    />
  );
}
