import { useState } from 'react';
import { Alert, App, Button, Modal, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { MONOGRAPH_IMPORT_CHECK_COLUMNS, MONOGRAPH_IMPORT_CHECK_SHEET, MONOGRAPH_IMPORT_COLUMNS, MONOGRAPH_IMPORT_MAX_ROWS, MONOGRAPH_IMPORT_SHEET } from '@tcm/shared';
import { downloadImportTemplate, useImportMonographs } from '../api/import-monographs';
import { importOutcome } from './form-values';
import styles from './lookup.module.css';

/**
 * 批量导入: one .xlsx, all or nothing. A refused file keeps the dialog open with every row to fix;
 * an accepted one says how many monographs were created and updated.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const send = useImportMonographs();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ message: string; rows: string[] } | null>(null);
  const close = () => {
    setFile(null);
    setErrors(null);
    onClose();
  };
  const submit = async () => {
    if (!file) return void message.warning('请选择要导入的 Excel 文件');
    const reply = await send.mutateAsync(file).catch(() => null);
    if (!reply) return;
    const outcome = importOutcome(reply);
    if (outcome.ok) {
      void message.success(outcome.message);
      close();
    } else setErrors({ message: outcome.message, rows: outcome.errors });
  };
  return (
    <Modal open={open} title="批量导入药典品种" okText="开始导入" cancelText="取消" confirmLoading={send.isPending} onOk={() => void submit()} onCancel={close} destroyOnHidden width={640}>
      <p className={styles.hint}>
        「{MONOGRAPH_IMPORT_SHEET}」表每行一个品种，表头：{MONOGRAPH_IMPORT_COLUMNS.join('、')}；「{MONOGRAPH_IMPORT_CHECK_SHEET}」表每行一条检查项目：{MONOGRAPH_IMPORT_CHECK_COLUMNS.join('、')}。
        同名同版次的品种将被更新（未在检查项目表中列出的品种保留原有检查项目），其余新增；一次最多 {MONOGRAPH_IMPORT_MAX_ROWS} 个，任一行有误则全部不导入。
      </p>
      <p>
        {/* The request client has shown any failure already. */}
        <Button type="link" onClick={() => void downloadImportTemplate().catch(() => undefined)} style={{ padding: 0 }}>
          下载导入模板
        </Button>
      </p>
      <Upload.Dragger
        accept=".xlsx"
        maxCount={1}
        fileList={file ? [{ uid: 'xlsx', name: file.name, status: 'done' }] : []}
        beforeUpload={(f) => {
          setFile(f);
          setErrors(null);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>点击或拖入 .xlsx 文件（不超过 5MB）</p>
      </Upload.Dragger>
      {errors ? (
        <>
          <Alert type="error" showIcon title={errors.message} style={{ marginTop: 12 }} />
          {errors.rows.length ? (
            <ol className={styles.errors} data-testid="import-errors">
              {errors.rows.map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ol>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
