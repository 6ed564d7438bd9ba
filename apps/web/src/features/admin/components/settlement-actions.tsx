import { adminCalls, SETTLEMENT_STATUS, type AdminSettlementRow } from '@tcm/shared';
import { ReviewActions, type ReviewDecisions } from './review-actions';

const DECISIONS: ReviewDecisions = {
  approve: adminCalls.settlementApprove,
  question: '审核通过后，平台将创建该检测机构及其首个机构账号，并以短信将账号和初始密码发送给申请人的联系手机。确认通过？',
  reject: adminCalls.settlementReject,
  hint: '驳回原因将告知申请人，申请人可修改后重新申请。',
};

/** 通过 / 驳回 for a pending application (in its row and in the detail drawer). */
export function SettlementActions({ row }: { row: AdminSettlementRow }) {
  if (row.status !== SETTLEMENT_STATUS.PENDING) return null;
  return <ReviewActions target={{ id: row.id, subject: row.companyName }} decisions={DECISIONS} />;
}
