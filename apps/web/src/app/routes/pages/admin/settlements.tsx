import { SETTLEMENT_STATUS, SETTLEMENT_STATUS_LABELS, type SettlementStatus } from '@tcm/shared';
import { SettlementTable } from '@/features/admin/components/settlement-table';
import { ReviewQueue } from './review-queue';

const TABS = Object.values(SETTLEMENT_STATUS).map((value: SettlementStatus) => ({ value, label: SETTLEMENT_STATUS_LABELS[value] }));

/** 运营 · 入驻审核 ?status=&keyword=: institutions' applications, 待审核 first. */
export default function AdminSettlementsPage() {
  return <ReviewQueue list="settlement/query" pending={SETTLEMENT_STATUS.PENDING} placeholder="机构名称、信用代码、联系人或手机号" options={TABS} emptyText="暂无入驻申请" table={SettlementTable} />;
}
