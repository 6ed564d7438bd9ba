import { type ReactNode, useState } from 'react';
import { Alert, App, Button, Modal, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { type ApiEnvelope, RETCODE } from '@tcm/shared';
import styles from './xlsx-import-dialog.module.css';

/**
 * A checked file to look at before it is used (the sample sheet): a success keeps the dialog open
 * and hands the answer to `accept`; once `content` shows it, 确定 calls `confirm` and closes.
 */
export interface XlsxImportReview<T> {
  content: ReactNode | null;
  accept: (data: T) => void;
  confirm: () => void;
  /** Another file was chosen, or the dialog closed: the answer shown is no longer current. */
  reset: () => void;
}

export interface XlsxImportDialogProps<T extends { errors: string[] } = { errors: string[] }> {
  open: boolean;
  title: string;
  /** What the file holds and what an import does, above the template link. */
  hint: ReactNode;
  onClose: () => void;
  downloadTemplate: () => Promise<void>;
  /** Sends the file: the envelope (a refusal may carry data.errors, the rows to fix), or null when the request failed (the request client has said why). */
  send: (file: File) => Promise<ApiEnvelope<T | null> | null>;
  sending: boolean;
  review?: XlsxImportReview<T>;
  /** The upload button's text (开始导入). */
  sendText?: string;
}

/**
 * An import from one .xlsx, all or nothing (the monographs of the console, an order's results in the
 * workbench): a refused file keeps the dialog open with every row to fix; an accepted one closes it
 * with the server's message.
 */
export function XlsxImportDialog<T extends { errors: string[] }>({ open, title, hint, onClose, downloadTemplate, send, sending, review, sendText = '开始导入' }: XlsxImportDialogProps<T>) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ message: string; rows: string[] } | null>(null);
  const close = () => {
    setFile(null);
    setErrors(null);
    review?.reset();
    onClose();
  };
  const reviewing = !!review?.content;
  const confirm = () => {
    review?.confirm();
    setFile(null);
    setErrors(null);
    onClose();
  };
  const submit = async () => {
    if (!file) return void message.warning('请选择要导入的 Excel 文件');
    const reply = await send(file).catch(() => null);
    if (!reply) return;
    if (reply.retcode === RETCODE.SUCCESS) {
      void message.success(reply.retmsg);
      if (review && reply.data) review.accept(reply.data);
      else close();
    } else setErrors({ message: reply.retmsg, rows: reply.data?.errors ?? [] });
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={reviewing ? '确定' : sendText}
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => (reviewing ? confirm() : void submit())}
      onCancel={close}
      destroyOnHidden
      width={review ? 960 : 640}
    >
      <p className={styles.hint}>{hint}</p>
      <p>
        {/* The request client has shown any failure already. */}
        <Button type="link" onClick={() => void downloadTemplate().catch(() => undefined)} style={{ padding: 0 }}>
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
          review?.reset();
          return false;
        }}
        onRemove={() => {
          setFile(null);
          review?.reset();
        }}
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
      {review?.content}
    </Modal>
  );
}
