import { ORDER_MESSAGES, type OrderAction, type OrderDetail, type OrderStatus, SHIPMENT_DIRECTION, STAFF_AUDIT_ACTIONS, courierOfName, nextStatus } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { claimUploads, requireOwnUploads } from '../files/claims';
import type { PrivateDocuments } from '../files/private-files';
import type { AuditService } from '../audit/service';
import { createStaffTrail } from '../audit/staff-trail';
import type { StaffContext } from '../staff/service';
import { createFulfilmentRepository } from './fulfilment-repository';
import { factsOf } from './mappers';
import type { MoveSpec, Mover } from './moves';
import type { OrderReader } from './reader';
import { type OrderRow, createOrderRepository } from './repository';
import type { ShipmentSubscriptions } from './shipment-subscriptions';

/**
 * The institution's moves (actor 'institution'): staff act only on their own institution's orders;
 * another institution's order reads as missing. Screens come with issue #11.
 */
export function createInstitutionMoves(deps: {
  db: Kysely<Database>;
  clock: Clock;
  reader: OrderReader;
  move: Mover;
  documents: PrivateDocuments;
  audit: AuditService;
  subscriptions: ShipmentSubscriptions;
}) {
  const { db, clock, reader, move, documents, audit, subscriptions } = deps;
  const ours = (staff: StaffContext) => ({ institutionId: staff.institutionId });
  const trail = createStaffTrail(audit);

  /** Every move of ours also writes its audit row (issue #17), in the move's transaction. */
  const moveAs = (staff: StaffContext, order: OrderRow, spec: MoveSpec) =>
    move(order, {
      ...spec,
      also: async (trx, now) => {
        await spec.also?.(trx, now);
        const action = (STAFF_AUDIT_ACTIONS as Partial<Record<OrderAction, string>>)[spec.action] ?? spec.action;
        await trail.record(trx, staff, action, `订单 ${order.order_no}`, spec.note);
      },
    });

  async function act(staff: StaffContext, orderId: number, action: OrderAction, spec: Omit<MoveSpec, 'action' | 'actor' | 'actorMemberId'> = {}): Promise<OrderDetail> {
    const order = await reader.load(ours(staff), orderId);
    await moveAs(staff, order, { ...spec, action, actor: 'institution', actorMemberId: staff.memberId });
    return reader.detail(ours(staff), orderId);
  }

  return {
    approve: (staff: StaffContext, b: { orderId: number }) => act(staff, b.orderId, 'approve'),
    reject: (staff: StaffContext, b: { orderId: number; reason: string }) => act(staff, b.orderId, 'reject', { note: b.reason, patch: { reject_reason: b.reason } }),
    async provideContract(staff: StaffContext, b: { orderId: number; contractUrl: string }) {
      await requireOwnUploads(db, staff.memberId, [b.contractUrl]);
      return act(staff, b.orderId, 'provideContract', {
        patch: { contract_url: b.contractUrl },
        also: async (trx) => {
          await documents.makePrivate(trx, [b.contractUrl], { kind: 'contract', orderId: b.orderId });
          await claimUploads(trx, [b.contractUrl]);
        },
      });
    },
    confirmPayment: (staff: StaffContext, b: { orderId: number }) => act(staff, b.orderId, 'confirmPayment'),
    rejectPayment: (staff: StaffContext, b: { orderId: number; reason: string }) =>
      act(staff, b.orderId, 'rejectPayment', { note: b.reason, patch: { reject_reason: b.reason } }),
    confirmReceipt: (staff: StaffContext, b: { orderId: number }) => act(staff, b.orderId, 'confirmReceipt'),
    returnOrder: (staff: StaffContext, b: { orderId: number; reason: string }) => act(staff, b.orderId, 'returnOrder', { note: b.reason, patch: { reject_reason: b.reason } }),

    /**
     * The order side of a report (the reports module's ReportOrders, handed over by wiring.ts):
     * our order with whether it can take a report now, the issuing move 7 → 8 (or 13 when the
     * sample goes back) and a timeline line for a report replaced or revoked.
     */
    forReports: {
      async ofInstitution(staff: StaffContext, orderId: number) {
        const order = await reader.load(ours(staff), orderId);
        const issuable = nextStatus(order.status as OrderStatus, 'issueReport', 'institution', factsOf(order)) !== null;
        return { id: order.id, order_no: order.order_no, status: order.status, issuable };
      },
      detail: (staff: StaffContext, orderId: number) => reader.detail(ours(staff), orderId),
      issue: (staff: StaffContext, orderId: number, note: string, also: (trx: Kysely<Database>, now: string) => Promise<void>) => act(staff, orderId, 'issueReport', { note, also }),
      async note(trx: Kysely<Database>, staff: StaffContext, order: { id: number; status: number }, e: { action: string; note: string; now: string }): Promise<void> {
        await createOrderRepository(trx).log({
          order_id: order.id,
          actor: 'institution',
          actor_member_id: staff.memberId,
          action: e.action,
          from_status: order.status,
          to_status: order.status,
          note: e.note,
          created_at: e.now,
        });
      },
    },

    /** The sample back to the member; like the member's shipment, subscribed at the courier aggregator after the commit (issue #22). */
    async shipSampleBack(staff: StaffContext, b: { orderId: number; courier: string; courierCode?: string; trackingNo: string }): Promise<OrderDetail> {
      let shipmentId = 0;
      const detail = await act(staff, b.orderId, 'shipSampleBack', {
        note: `${b.courier} ${b.trackingNo}`,
        also: async (trx, now) => {
          const courier_code = b.courierCode ?? courierOfName(b.courier)?.code ?? null;
          const row = { order_id: b.orderId, direction: SHIPMENT_DIRECTION.BACK_TO_MEMBER, courier: b.courier, courier_code, tracking_no: b.trackingNo, created_at: now };
          shipmentId = await createFulfilmentRepository(trx).insertShipment({ ...row, ...subscriptions.initial(now) });
        },
      });
      subscriptions.afterCommit(shipmentId);
      return detail;
    },

    /** A tracking event on a shipment of one of our orders (either direction); not a status move. */
    async addTrackingEvent(staff: StaffContext, b: { shipmentId: number; time: string; place: string; description: string }): Promise<void> {
      const repo = createFulfilmentRepository(db);
      const shipment = await repo.shipmentIn(ours(staff), b.shipmentId);
      if (!shipment) throw new BusinessError(ORDER_MESSAGES.shipmentNotFound);
      await db.transaction().execute(async (trx) => {
        await createFulfilmentRepository(trx).insertEvent({ shipment_id: shipment.id, event_time: new Date(b.time).toISOString(), place: b.place, description: b.description, created_at: iso(clock.now()), source: 'recorded' });
        await trail.record(trx, staff, STAFF_AUDIT_ACTIONS.addTrackingEvent, `订单 ${shipment.order_no} 物流单 ${shipment.tracking_no}`, `${b.place} ${b.description}`);
      });
    },
  };
}
export type InstitutionMoves = ReturnType<typeof createInstitutionMoves>;
