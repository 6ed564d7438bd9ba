import { QUALITY_INFO_STATUS, QUALITY_INFO_STATUS_LABELS, type QualityInfoStatus } from '@tcm/shared';
import { QualityTable } from '@/features/admin/components/quality-table';
import { ReviewQueue } from './review-queue';

const TABS = Object.values(QUALITY_INFO_STATUS).map((value: QualityInfoStatus) => ({ value, label: QUALITY_INFO_STATUS_LABELS[value] }));

/** 运营 · 质检申请 ?status=&keyword=: applications from /examine, 待处理 first. */
export default function AdminQualityPage() {
  return <ReviewQueue list="qualityInfo/query" pending={QUALITY_INFO_STATUS.PENDING} placeholder="样品、检测目的、联系人、电话或单位" options={TABS} all emptyText="暂无质检申请" table={QualityTable} />;
}
