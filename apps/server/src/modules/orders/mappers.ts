import {
  ORDER_ACTION_LABELS,
  logisticsStateName,
  REPORT_LOG_ACTION_LABELS,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  type InvoiceType,
  type OrderActor,
  type OrderFacts,
  type OrderLogEntry,
  type OrderStatus,
  type OrderSummary,
  type PricedItem,
  type QualificationFlag,
  type Shipment,
  type ShipmentDirection,
  type TestingBasis,
  URGENT_SURCHARGE_PERCENT,
  type UrgentFlag,
} from '@tcm/shared';
import type { Selectable } from 'kysely';
import type { OrderItemTable, OrderLogTable, OrderShipmentTable } from '../../db/schema-orders';
import type { OrderRow } from './repository';

/** 杭州青禾中药饮片有限公司 → 杭州***公司; 王晓岚 → 王**; accounts the same way. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return chars[0] + '*'.repeat(Math.max(1, chars.length - 1));
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

type ClientColumns = { company_name: string | null; real_name: string | null; user_account: string };

/** The client of an order: its company, else the person's real name, else the account. */
export const clientNameOf = (r: ClientColumns) => r.company_name ?? r.real_name ?? r.user_account;

/** The same, masked: for everyone who is not a party to the order (the home page's ticker). */
export const displayNameOf = (r: ClientColumns) => maskName(clientNameOf(r));

export const factsOf = (r: { return_sample: number; contract_url: string | null; evaluated: number }): OrderFacts => ({
  returnSample: r.return_sample === 1,
  hasContract: !!r.contract_url,
  evaluated: r.evaluated === 1,
});

export const toPricedItem = (i: Selectable<OrderItemTable>): PricedItem => ({
  testServiceId: i.test_service_id,
  testItemId: i.test_item_id,
  testItemName: i.test_item_name,
  unitPriceFen: i.unit_price_fen,
  sampleCount: i.sample_count,
  amountFen: i.amount_fen,
  periodDays: i.period_days,
});

export function toSummary(r: OrderRow, itemNames: string[]): OrderSummary {
  const status = r.status as OrderStatus;
  return {
    id: r.id,
    orderNo: r.order_no,
    status,
    statusName: ORDER_STATUS_LABELS[status],
    institutionId: r.institution_id,
    institutionName: r.institution_name,
    // The order's parties see it whole: the member its own name, the institution its client's (issue #20).
    memberName: clientNameOf(r),
    sampleName: r.sample_name,
    variety: r.variety,
    itemNames,
    urgentFlag: r.urgent_flag as UrgentFlag,
    amounts: { itemsFen: r.items_fen, surchargePercent: URGENT_SURCHARGE_PERCENT[r.urgent_flag as UrgentFlag], surchargeFen: r.surcharge_fen, totalFen: r.total_fen },
    facts: factsOf(r),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** The fields of the checkout form as stored on the order. */
export function formOf(r: OrderRow) {
  return {
    sample: { name: r.sample_name, variety: r.variety, batchNo: r.batch_no, quantity: r.sample_quantity, packing: r.packing, storage: r.storage, origin: r.sample_origin, supplier: r.sample_supplier, returnSample: r.return_sample === 1 },
    testingBasis: r.testing_basis as TestingBasis,
    qualification: r.qualification as QualificationFlag,
    invoice: {
      type: r.invoice_type as InvoiceType,
      title: r.invoice_title,
      taxNo: r.invoice_tax_no,
      bankName: r.invoice_bank_name,
      bankAccount: r.invoice_bank_account,
      address: r.invoice_address,
      phone: r.invoice_phone,
    },
    autoInvoice: r.auto_invoice === 1,
    contact: { name: r.contact_name, phone: r.contact_phone, address: r.return_address },
    remark: r.remark,
  };
}

const REASONED: readonly number[] = [ORDER_STATUS.REVIEW_REJECTED, ORDER_STATUS.PAYMENT_REJECTED, ORDER_STATUS.RETURNED];
export const rejectReasonOf = (r: OrderRow) => (REASONED.includes(r.status) ? r.reject_reason : null);

export const toLogEntry = (l: Selectable<OrderLogTable>): OrderLogEntry => ({
  id: l.id,
  action: l.action as OrderLogEntry['action'],
  actionName: { ...ORDER_ACTION_LABELS, ...REPORT_LOG_ACTION_LABELS }[l.action as OrderLogEntry['action']] ?? l.action,
  actor: l.actor as OrderActor,
  fromStatus: l.from_status as OrderStatus | null,
  toStatus: l.to_status as OrderStatus,
  note: l.note,
  createdAt: l.created_at,
});

export const toShipment = (s: Selectable<OrderShipmentTable>): Shipment => ({
  id: s.id,
  direction: s.direction as ShipmentDirection,
  courier: s.courier,
  courierCode: s.courier_code,
  trackingNo: s.tracking_no,
  state: s.last_state,
  stateName: logisticsStateName(s.last_state),
  createdAt: s.created_at,
});
