import { useState } from 'react';
import { Button } from 'antd';
import { GOODS_STATUS, type AdminProductRow } from '@tcm/shared';
import { ApproveDialog, RejectDialog } from './review-dialogs';
import styles from './admin.module.css';

/** 通过 / 驳回 for a product in review (in its row and in the detail drawer). */
export function ProductActions({ row }: { row: AdminProductRow }) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  if (row.goodsStatus !== GOODS_STATUS.IN_REVIEW) return null;
  const target = { id: row.id, subject: row.name };
  return (
    <div className={styles.actions}>
      <Button size="small" type="primary" onClick={() => setOpen('approve')}>通过</Button>
      <Button size="small" danger onClick={() => setOpen('reject')}>驳回</Button>
      {open === 'approve' ? <ApproveDialog action="product/approve" target={target} question="审核通过后，该产品将立即在商城上架展示。确认通过？" onClose={() => setOpen(null)} /> : null}
      {open === 'reject' ? <RejectDialog action="product/reject" target={target} hint="驳回原因将展示给发布者，发布者可修改后重新提交审核。" onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
