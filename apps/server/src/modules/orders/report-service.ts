import {
  type LogisticsTrack,
  type MyReport,
  type NewOrderTicker,
  ORDER_MESSAGES,
  type PageQuery,
  type PageResult,
  REPORT_STATUS,
  REPORT_STATUS_LABELS,
  type ReportStatus,
  type ReportVerification,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import type { ActiveSession } from '../sessions/service';
import { createFulfilmentRepository } from './fulfilment-repository';
import type { LogisticsProvider } from './logistics';
import { displayNameOf, toReport, toShipment } from './mappers';
import type { OrderReader } from './reader';
import { createOrderRepository } from './repository';

/** Reports (own and public verification), logistics and the home ticker. */
export function createReportService({ db, reader, logistics }: { db: Kysely<Database>; reader: OrderReader; logistics: LogisticsProvider }) {
  const fulfilment = createFulfilmentRepository(db);

  return {
    async myReports(session: ActiveSession, q: PageQuery & { keyword?: string }): Promise<PageResult<MyReport>> {
      const { rows, total } = await fulfilment.myReports(session.memberId, q.keyword || undefined, q.pageSize, (q.pageNum - 1) * q.pageSize);
      const list = rows.map((r) => ({ ...toReport(r), orderId: r.order_id, orderNo: r.order_no, institutionName: r.institution_name, sampleName: r.sample_name }));
      return toPageResult(list, total, q);
    },

    /** Public: only what a printed report already shows (no member, no amounts). */
    async verify(code: string): Promise<ReportVerification> {
      const r = await fulfilment.byCode(code);
      if (!r) throw new BusinessError(ORDER_MESSAGES.reportNotFound);
      const status = r.status as ReportStatus;
      const newer = status === REPORT_STATUS.REPLACED && r.replaced_by ? await fulfilment.reportById(r.replaced_by) : undefined;
      return {
        status,
        statusName: REPORT_STATUS_LABELS[status],
        reportNo: r.report_no,
        institutionName: r.institution_name,
        sampleName: r.sample_name,
        issuedAt: r.issued_at,
        replacedBy: newer ? { reportNo: newer.report_no, issuedAt: newer.issued_at } : null,
      };
    },

    async logistics(session: ActiveSession, orderId: number): Promise<LogisticsTrack[]> {
      const order = await reader.load({ memberId: session.memberId }, orderId);
      const shipments = (await fulfilment.shipmentsOf(order.id)).map(toShipment);
      return Promise.all(shipments.map(async (shipment) => ({ shipment, events: await logistics.track(shipment), provider: logistics.name })));
    },

    async ticker(limit: number): Promise<NewOrderTicker[]> {
      const repo = createOrderRepository(db);
      const rows = await repo.latest(limit);
      const items = await repo.itemsOf(rows.map((r) => r.id));
      return rows.map((r) => ({
        memberName: displayNameOf(r),
        institutionName: r.institution_name,
        itemName: items.find((i) => i.order_id === r.id)?.test_item_name ?? '',
        createdAt: r.created_at,
      }));
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
