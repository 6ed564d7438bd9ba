import { type OrderReport, REPORT_STATUS_LABELS, type ReportStatus } from '@tcm/shared';
import type { Selectable } from 'kysely';
import type { OrderReportTable } from '../../db/schema-orders';

export const toReport = (r: Selectable<OrderReportTable>): OrderReport => ({
  id: r.id,
  reportNo: r.report_no,
  verifyCode: r.verify_code,
  fileUrl: r.file_url,
  status: r.status as ReportStatus,
  statusName: REPORT_STATUS_LABELS[r.status as ReportStatus],
  issuedAt: r.issued_at,
});
