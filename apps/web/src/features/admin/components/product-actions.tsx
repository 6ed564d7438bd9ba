import { adminCalls, GOODS_STATUS, type AdminProductRow } from '@tcm/shared';
import { ReviewActions, type ReviewDecisions } from './review-actions';

const DECISIONS: ReviewDecisions = {
  approve: adminCalls.productApprove,
  question: '审核通过后，该产品将立即在商城上架展示。确认通过？',
  reject: adminCalls.productReject,
  hint: '驳回原因将展示给发布者，发布者可修改后重新提交审核。',
};

/** 通过 / 驳回 for a product in review (in its row and in the detail drawer). */
export function ProductActions({ row }: { row: AdminProductRow }) {
  if (row.goodsStatus !== GOODS_STATUS.IN_REVIEW) return null;
  return <ReviewActions target={{ id: row.id, subject: row.name }} decisions={DECISIONS} />;
}
