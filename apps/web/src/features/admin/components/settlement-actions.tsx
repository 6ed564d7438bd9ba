import { useState } from 'react';
import { Button } from 'antd';
import { SETTLEMENT_STATUS, type AdminSettlementRow } from '@tcm/shared';
import { ApproveDialog, RejectDialog } from './review-dialogs';
import styles from './admin.module.css';

const APPROVE_QUESTION = '审核通过后，平台将创建该检测机构及其首个机构账号，并以短信将账号和初始密码发送给申请人的联系手机。确认通过？';

/** 通过 / 驳回 for a pending application (in its row and in the detail drawer). */
export function SettlementActions({ row }: { row: AdminSettlementRow }) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  if (row.status !== SETTLEMENT_STATUS.PENDING) return null;
  const target = { id: row.id, subject: row.companyName };
  return (
    <div className={styles.actions}>
      <Button size="small" type="primary" onClick={() => setOpen('approve')}>通过</Button>
      <Button size="small" danger onClick={() => setOpen('reject')}>驳回</Button>
      {open === 'approve' ? <ApproveDialog action="settlement/approve" target={target} question={APPROVE_QUESTION} onClose={() => setOpen(null)} /> : null}
      {open === 'reject' ? <RejectDialog action="settlement/reject" target={target} hint="驳回原因将告知申请人，申请人可修改后重新申请。" onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
