import type { Generated } from 'kysely';

/** Issue #21 tables (migration 0031): an order's results as data. */
export interface OrderResultTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  sample_index: number;
  clause_index: number;
  item_name: string;
  subject: string | null;
  qualifier: string | null;
  monograph_id: number | null;
  monograph_name: string | null;
  edition: number | null;
  check_item: string | null;
  method: string;
  limit_text: string;
  /** JSON LimitRule; null without a limit. */
  limit_rule: string | null;
  value: string;
  unit: string;
  not_detected: number;
  conforms: number | null;
  not_applicable: number;
  detection_limit: string;
  note: string;
  /** pass | fail | none. */
  judgement: string;
  updated_at: string;
}

export interface OrderResultSheetTable {
  order_id: number;
  test_date: string | null;
  remark: string;
  updated_by: number;
  updated_at: string;
}

export interface ResultTables {
  order_result: OrderResultTable;
  order_result_sheet: OrderResultSheetTable;
}
