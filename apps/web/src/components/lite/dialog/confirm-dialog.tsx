import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { LiteIcon } from '../icon/icon';
import { exclamationCircleFilled } from '../icon/icon-paths';
import { Dialog } from './dialog';
import styles from './dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  content?: ReactNode;
  onOk: () => void;
  /** 取消, Esc. */
  onCancel: () => void;
  /** antd's two-character texts carry its inserted space: 确 定 / 取 消. */
  okText?: string;
  cancelText?: string;
}

/** antd's modal.confirm without antd: a warning circle, the question, 取消 and 确定 (focused), 416 px wide, no close ×. */
export function ConfirmDialog({ open, title, content, onOk, onCancel, okText = '确 定', cancelText = '取 消' }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      width={416}
      closable={false}
      onClose={onCancel}
      icon={<LiteIcon d={exclamationCircleFilled} className={styles.warningIcon} />}
      footer={
        <>
          <Button onClick={onCancel}>{cancelText}</Button>
          <Button kind="primary" onClick={onOk} data-autofocus="">
            {okText}
          </Button>
        </>
      }
    >
      {content}
    </Dialog>
  );
}
