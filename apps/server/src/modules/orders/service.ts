import type { orderFormSchema, placeOrderBodySchema, resubmitOrderBodySchema } from '@tcm/shared';
import { type NewOrderTicker, ORDER_INITIAL_STATUS, ORDER_MESSAGES, type OrderDetail, type PayAmount, type PlaceOrderResult, type UrgentFlag } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { OrderInfoTable } from '../../db/schema-orders';
import { type Clock, iso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import type { OfferedServices } from '../institutions/offered';
import { type ChangeFeed, orderAudience } from '../live/feed';
import type { OrderNotices } from '../notifications/writer';
import type { ActiveSession } from '../sessions/service';
import { displayNameOf } from './mappers';
import type { Mover } from './moves';
import { newOrderNo } from './numbers';
import { checkSamplesMatchItems, sampleRows } from './order-samples';
import { amountsOf, priceCart, sumGroups } from './pricing';
import { SAMPLE_SHEET_MESSAGES } from './sample-sheet-messages';
import type { OrderReader } from './reader';
import { type NewOrder, createOrderRepository } from './repository';

/** Tries at a new order number that met an existing one (about 1 in 2,000 at 500 orders a second). */
const ORDER_NO_ATTEMPTS = 3;

type OrderForm = z.output<typeof orderFormSchema>;

/** The order's columns that the checkout form fills (placeOrder and resubmitOrder). */
function formColumns(f: OrderForm) {
  return {
    sample_name: f.sample.name,
    variety: f.sample.variety,
    batch_no: f.sample.batchNo,
    sample_quantity: f.sample.quantity,
    packing: f.sample.packing,
    storage: f.sample.storage,
    sample_origin: f.sample.origin,
    sample_supplier: f.sample.supplier,
    return_sample: f.sample.returnSample ? 1 : 0,
    urgent_flag: f.urgentFlag,
    testing_basis: f.testingBasis,
    qualification: f.qualification,
    invoice_type: f.invoice.type,
    invoice_title: f.invoice.title,
    invoice_tax_no: f.invoice.taxNo,
    invoice_bank_name: f.invoice.bankName,
    invoice_bank_account: f.invoice.bankAccount,
    invoice_address: f.invoice.address,
    invoice_phone: f.invoice.phone,
    auto_invoice: f.autoInvoice ? 1 : 0,
    contact_name: f.contact.name,
    contact_phone: f.contact.phone,
    return_address: f.contact.address,
    remark: f.remark,
  } satisfies Partial<Record<keyof OrderInfoTable, unknown>>;
}

const itemRows = (items: { testServiceId: number; testItemId: number; testItemName: string; unitPriceFen: number; sampleCount: number; amountFen: number; periodDays: number }[]) =>
  items.map((i) => ({
    test_service_id: i.testServiceId,
    test_item_id: i.testItemId,
    test_item_name: i.testItemName,
    unit_price_fen: i.unitPriceFen,
    sample_count: i.sampleCount,
    amount_fen: i.amountFen,
    period_days: i.periodDays,
  }));

/** A sample sheet's samples without the order's id, for NewOrder. */
const sheetSamples = (samples: OrderForm['samples']) => sampleRows(0, samples).map(({ order_id: _id, ...row }) => row);

/** Placing, pricing and resubmitting a member's orders (issue #9). */
interface OrderServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  reader: OrderReader;
  move: Mover;
  offered: OfferedServices;
  notices: Pick<OrderNotices, 'orderPlaced'>;
  changes: ChangeFeed;
}

export function createOrderService({ db, clock, reader, move, offered: services, notices, changes }: OrderServiceDeps) {
  const orders = createOrderRepository(db);

  async function replay(memberId: number, submissionId: string): Promise<PlaceOrderResult | null> {
    const rows = await orders.bySubmission(memberId, submissionId);
    if (!rows.length) return null;
    return { replayed: true, orders: rows.map((r) => ({ id: r.id, orderNo: r.order_no, institutionId: r.institution_id, institutionName: r.institution_name, totalFen: r.total_fen })) };
  }

  return {
    async payAmount(session: ActiveSession, q: { orderId?: number; items?: { testServiceId: number; sampleCount: number }[]; urgentFlag: UrgentFlag }): Promise<PayAmount> {
      if (q.orderId !== undefined) {
        const d = await reader.detail({ memberId: session.memberId }, q.orderId);
        const group = { institutionId: d.institutionId, institutionName: d.institutionName, items: d.items, ...d.amounts };
        return { urgentFlag: d.urgentFlag, groups: [group], ...d.amounts };
      }
      const groups = await priceCart(services, q.items ?? [], q.urgentFlag);
      return { urgentFlag: q.urgentFlag, groups, ...sumGroups(groups, q.urgentFlag) };
    },

    /** One order per institution; a repeated submission id answers the orders already made. */
    async place(session: ActiveSession, b: z.output<typeof placeOrderBodySchema>): Promise<PlaceOrderResult> {
      // Issue #18: the replay check and the pricing read at once. A replay answers even a cart that
      // no longer prices, as when they ran one after the other.
      const [earlier, priced] = await Promise.all([
        replay(session.memberId, b.submissionId),
        priceCart(services, b.items, b.urgentFlag, b.qualification).then(
          (groups) => ({ groups }),
          (error: unknown) => ({ error }),
        ),
      ]);
      if (earlier) return earlier;
      if ('error' in priced) throw priced.error;
      const { groups } = priced;
      // Issue #21: a sample sheet is one institution's, and its samples are exactly the items' sample counts.
      if (b.samples.length && groups.length !== 1) throw new BusinessError(SAMPLE_SHEET_MESSAGES.oneInstitution);
      checkSamplesMatchItems(b.items, b.samples);
      const now = clock.now();
      const newOrders = (): NewOrder[] =>
        groups.map((g) => ({
          order: {
            order_no: newOrderNo(now),
            member_id: session.memberId,
            institution_id: g.institutionId,
            submission_id: b.submissionId,
            status: ORDER_INITIAL_STATUS,
            ...formColumns(b),
            items_fen: g.itemsFen,
            surcharge_fen: g.surchargeFen,
            total_fen: g.totalFen,
            created_at: iso(now),
            updated_at: iso(now),
          },
          items: itemRows(g.items),
          samples: sheetSamples(b.samples),
          log: { actor: 'member', actor_member_id: session.memberId, action: 'place', from_status: null, to_status: ORDER_INITIAL_STATUS, note: null, created_at: iso(now) },
        }));
      for (let attempt = 1; ; attempt++) {
        const made = newOrders();
        try {
          // Issue #22: each institution hears of its new order, in the placing's transaction.
          const ids = await orders.insertOrders(made, async (trx, ids) => {
            for (const [i, id] of ids.entries()) await notices.orderPlaced(trx, { id, order_no: made[i]!.order.order_no, member_id: session.memberId, institution_id: groups[i]!.institutionId });
          });
          for (const [i, id] of ids.entries()) await changes.publish({ topic: 'order', orderId: id, audience: orderAudience({ member_id: session.memberId, institution_id: groups[i]!.institutionId }) });
          return {
            replayed: false,
            orders: groups.map((g, i) => ({ id: ids[i]!, orderNo: made[i]!.order.order_no, institutionId: g.institutionId, institutionName: g.institutionName, totalFen: g.totalFen })),
          };
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          // A double click that raced this one past the first check: its orders are the answer.
          const raced = await replay(session.memberId, b.submissionId);
          if (raced) return raced;
          // Else a new order number met one of the same second (6 random digits): again with new numbers.
          if (attempt >= ORDER_NO_ATTEMPTS) throw err;
        }
      }
    },

    /** The home page's ticker of the newest orders platform-wide (names masked). */
    async ticker(limit: number): Promise<NewOrderTicker[]> {
      const rows = await orders.latest(limit);
      const items = await orders.itemsOf(rows.map((r) => r.id));
      return rows.map((r) => ({
        memberName: displayNameOf(r),
        institutionName: r.institution_name,
        itemName: items.find((i) => i.order_id === r.id)?.test_item_name ?? '',
        createdAt: r.created_at,
      }));
    },

    /** 9 → 1 with the edited form; the items must stay with the order's institution. */
    async resubmit(session: ActiveSession, b: z.output<typeof resubmitOrderBodySchema>): Promise<OrderDetail> {
      const scope = { memberId: session.memberId };
      const order = await reader.load(scope, b.orderId);
      const groups = await priceCart(services, b.items, b.urgentFlag, b.qualification);
      if (groups.length !== 1 || groups[0]!.institutionId !== order.institution_id) throw new BusinessError(ORDER_MESSAGES.mixedInstitution);
      checkSamplesMatchItems(b.items, b.samples);
      const g = groups[0]!;
      const a = amountsOf(g.items, b.urgentFlag);
      await move(order, {
        action: 'resubmit',
        actor: 'member',
        actorMemberId: session.memberId,
        patch: { ...formColumns(b), items_fen: a.itemsFen, surcharge_fen: a.surchargeFen, total_fen: a.totalFen },
        also: async (trx) => {
          const repo = createOrderRepository(trx);
          await repo.deleteItems(order.id);
          await repo.insertItems(itemRows(g.items).map((i) => ({ ...i, order_id: order.id })));
          await repo.replaceSamples(order.id, sampleRows(order.id, b.samples));
        },
      });
      return reader.detail(scope, order.id);
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
