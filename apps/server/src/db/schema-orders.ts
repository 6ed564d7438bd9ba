import type { ColumnType, Generated } from 'kysely';

type OptionalOnInsert<T> = ColumnType<T, T | undefined, T>;

/** Issue #9 tables (migration 0010). Amounts are integer fen; times ISO strings. */
export interface InstitutionStaffTable {
  id: Generated<number>;
  /** The staff member signs in as an ordinary account; this row ties it to one institution. */
  member_id: number;
  institution_id: number;
  role: string;
  created_at: string;
}

export interface OrderInfoTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  institution_id: number;
  submission_id: string;
  status: number;
  version: Generated<number>;
  sample_name: string;
  variety: string;
  batch_no: string;
  sample_quantity: string;
  packing: string;
  storage: string;
  /** 产地 and 供应商 of the sample (migration 0032); '' when not given. */
  sample_origin: OptionalOnInsert<string>;
  sample_supplier: OptionalOnInsert<string>;
  return_sample: number;
  urgent_flag: number;
  testing_basis: number;
  qualification: number;
  invoice_type: number;
  invoice_title: string;
  invoice_tax_no: string;
  invoice_bank_name: string;
  invoice_bank_account: string;
  invoice_address: string;
  invoice_phone: string;
  /** Issue #23 (0039): 1 when the member asked at checkout for the invoice to be requested once payment is confirmed. */
  auto_invoice: OptionalOnInsert<number>;
  contact_name: string;
  contact_phone: string;
  return_address: string;
  remark: string;
  items_fen: number;
  surcharge_fen: number;
  total_fen: number;
  reject_reason: string | null;
  contract_url: string | null;
  signed_contract_url: string | null;
  /** Comma-separated upload paths. */
  voucher_urls: Generated<string>;
  evaluated: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  test_service_id: number;
  test_item_id: number;
  test_item_name: string;
  unit_price_fen: number;
  sample_count: number;
  amount_fen: number;
  period_days: number;
}

/** A sample of an order's sample sheet (migration 0033), in sheet order. */
export interface OrderSampleTable {
  id: Generated<number>;
  order_id: number;
  /** 1..n in sheet order. */
  sample_no: number;
  name: string;
  batch_no: string;
  origin: string;
  spec: string;
  quantity: string;
  supplier: string;
  /** The test services the sample asks for, comma-separated ids. */
  test_service_ids: string;
}

export interface OrderLogTable {
  id: Generated<number>;
  order_id: number;
  actor: string;
  actor_member_id: number | null;
  action: string;
  from_status: number | null;
  to_status: number;
  note: string | null;
  created_at: string;
}

/** A shipment's subscription at the courier aggregator (migration 0036): SUBSCRIPTION in modules/orders/shipment-subscriptions.ts says what each means. */
export type SubscriptionState = 'none' | 'pending' | 'subscribed' | 'failed' | 'ended' | 'aborted';

export interface OrderShipmentTable {
  id: Generated<number>;
  order_id: number;
  direction: number;
  courier: string;
  tracking_no: string;
  created_at: string;
  /** The courier aggregator's code (快递100); null when unlisted and unrecognised. */
  courier_code: OptionalOnInsert<string | null>;
  subscription: OptionalOnInsert<SubscriptionState>;
  subscribe_attempts: OptionalOnInsert<number>;
  next_attempt_at: OptionalOnInsert<string | null>;
  /** The aggregator's last refusal or end message (code and text), kept for the record. */
  subscription_note: OptionalOnInsert<string | null>;
  /** The latest LOGISTICS_STATE the aggregator reported. */
  last_state: OptionalOnInsert<number | null>;
}

export interface ShipmentEventTable {
  id: Generated<number>;
  shipment_id: number;
  event_time: string;
  place: string;
  description: string;
  created_at: string;
  /** 'recorded' (staff) or the aggregator that pushed it ('kuaidi100'). */
  source: OptionalOnInsert<string>;
}

export interface OrderReportTable {
  id: Generated<number>;
  order_id: number;
  report_no: string;
  verify_code: string;
  /** What members download: the stamped copy (migration 0013); the original for older reports. */
  file_url: string;
  /** The institution's upload as issued; null only for rows written before 0013 by other means. */
  original_url: string | null;
  /** 1 valid, 2 replaced, 3 revoked. */
  status: number;
  replaced_by: number | null;
  /** The institution's reason when the report was replaced or revoked. */
  status_reason: string | null;
  issued_at: string;
  /** The results sheet's 检测日期 and 结论备注 as this report published them (migration 0032). */
  results_test_date: OptionalOnInsert<string | null>;
  results_remark: OptionalOnInsert<string>;
}

export interface MyTestServiceTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  items: string;
  created_at: string;
  updated_at: string;
}

/** A member's address book (issue #20); is_default 1 on at most one row per member. */
export interface MemberAddressTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  phone: string;
  address: string;
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface TestVarietyLibraryTable {
  id: Generated<number>;
  name: string;
  pinyin: string;
  category: string;
  sort: number;
}

export interface TestTraitLibraryTable {
  id: Generated<number>;
  name: string;
  description: string;
  sort: number;
}

export interface QualityInfoTable {
  id: Generated<number>;
  member_id: number | null;
  sample_name: string;
  purpose: string;
  wishes: string;
  contact_name: string;
  contact_phone: string;
  company_name: string;
  status: number;
  ip: string | null;
  created_at: string;
  /** Migration 0014: the operator's note on the last move, and when it was made (absent on insert). */
  note: OptionalOnInsert<string | null>;
  handled_at: OptionalOnInsert<string | null>;
}

export interface OrderTables {
  institution_staff: InstitutionStaffTable;
  order_info: OrderInfoTable;
  order_item: OrderItemTable;
  order_sample: OrderSampleTable;
  order_log: OrderLogTable;
  order_shipment: OrderShipmentTable;
  shipment_event: ShipmentEventTable;
  order_report: OrderReportTable;
  my_test_service: MyTestServiceTable;
  member_address: MemberAddressTable;
  test_variety_library: TestVarietyLibraryTable;
  test_trait_library: TestTraitLibraryTable;
  quality_info: QualityInfoTable;
}
