import { type AddedEvaluation, ORDER_MESSAGES, type OrderDetail, SHIPMENT_DIRECTION, courierOfName } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import { claimUploads, requireOwnUploads } from '../files/claims';
import type { PrivateDocuments } from '../files/private-files';
import type { ActiveSession } from '../sessions/service';
import { createFulfilmentRepository } from './fulfilment-repository';
import type { Mover } from './moves';
import type { OrderReader } from './reader';
import type { ShipmentSubscriptions } from './shipment-subscriptions';

/** The member's moves on its own orders after placing them (issue #9 lifecycle, actor 'member'). */
export function createMemberMoves(deps: { db: Kysely<Database>; reader: OrderReader; move: Mover; documents: PrivateDocuments; subscriptions: ShipmentSubscriptions }) {
  const { db, reader, move, documents, subscriptions } = deps;
  const by = (session: ActiveSession) => ({ actor: 'member' as const, actorMemberId: session.memberId });
  const mine = (session: ActiveSession) => ({ memberId: session.memberId });

  return {
    async cancel(session: ActiveSession, b: { orderId: number; reason: string }): Promise<OrderDetail> {
      const order = await reader.load(mine(session), b.orderId);
      await move(order, { ...by(session), action: 'cancel', note: b.reason || null });
      return reader.detail(mine(session), order.id);
    },

    async signContract(session: ActiveSession, b: { orderId: number; signedContractUrl: string }): Promise<OrderDetail> {
      const order = await reader.load(mine(session), b.orderId);
      await requireOwnUploads(db, session.memberId, [b.signedContractUrl]);
      await move(order, {
        ...by(session),
        action: 'signContract',
        patch: { signed_contract_url: b.signedContractUrl },
        also: async (trx) => {
          await documents.makePrivate(trx, [b.signedContractUrl], { kind: 'signedContract', orderId: order.id });
          await claimUploads(trx, [b.signedContractUrl]);
        },
      });
      return reader.detail(mine(session), order.id);
    },

    /** Offline transfer: the vouchers replace any earlier (rejected) ones. */
    async pay(session: ActiveSession, b: { orderId: number; voucherUrls: string[] }): Promise<OrderDetail> {
      const order = await reader.load(mine(session), b.orderId);
      await requireOwnUploads(db, session.memberId, b.voucherUrls);
      // Private in the move's transaction: a voucher uploaded without a scene cannot stay public.
      await move(order, {
        ...by(session),
        action: 'pay',
        patch: { voucher_urls: [...new Set(b.voucherUrls)].join(',') },
        also: async (trx) => {
          await documents.makePrivate(trx, b.voucherUrls, { kind: 'voucher', orderId: order.id });
          await claimUploads(trx, b.voucherUrls);
        },
      });
      return reader.detail(mine(session), order.id);
    },

    /** Issue #22: the shipment keeps the courier's code (picked, recognised, or a listed name's) and is subscribed after the commit. */
    async sendSamples(session: ActiveSession, b: { orderId: number; courier: string; courierCode?: string; trackingNo: string }): Promise<OrderDetail> {
      const order = await reader.load(mine(session), b.orderId);
      let shipmentId = 0;
      await move(order, {
        ...by(session),
        action: 'sendSamples',
        note: `${b.courier} ${b.trackingNo}`,
        also: async (trx, now) => {
          const courier_code = b.courierCode ?? courierOfName(b.courier)?.code ?? null;
          const row = { order_id: order.id, direction: SHIPMENT_DIRECTION.TO_INSTITUTION, courier: b.courier, courier_code, tracking_no: b.trackingNo, created_at: now };
          shipmentId = await createFulfilmentRepository(trx).insertShipment({ ...row, ...subscriptions.initial(now) });
        },
      });
      subscriptions.afterCommit(shipmentId);
      return reader.detail(mine(session), order.id);
    },

    /** Once per completed order (the table allows 8 → 8 while not evaluated); waits for audit (§4 1). */
    async evaluate(session: ActiveSession, b: { orderId: number; service: number; timeliness: number; quality: number; content: string }): Promise<AddedEvaluation> {
      const order = await reader.load(mine(session), b.orderId);
      if (order.evaluated === 1) throw new BusinessError(ORDER_MESSAGES.alreadyEvaluated);
      let id = 0;
      await move(order, {
        ...by(session),
        action: 'evaluate',
        patch: { evaluated: 1 },
        also: async (trx, now) => {
          id = await createFulfilmentRepository(trx).insertEvaluation({
            institution_id: order.institution_id,
            order_id: order.id,
            member_id: session.memberId,
            score_service: b.service,
            score_timeliness: b.timeliness,
            score_quality: b.quality,
            content: b.content,
            audit_status: 1,
            reply: null,
            created_at: now,
          });
        },
      });
      return { id, auditStatus: 1 };
    },
  };
}
export type MemberMoves = ReturnType<typeof createMemberMoves>;
