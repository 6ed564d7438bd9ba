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

/**
 * Migration 0032: the results a report published — the working sheet's rows as they were when the
 * report was issued, with the order's member, institution and sample facts on every row.
 */
export interface ReportResultTable extends Omit<OrderResultTable, 'id'> {
  id: Generated<number>;
  report_id: number;
  member_id: number;
  institution_id: number;
  /** 1 while the report is the order's valid one; 0 once replaced or revoked. */
  is_current: number;
  /** The report's issued_at. */
  reported_at: string;
  sample_name: string;
  variety: string;
  batch_no: string;
  origin: string;
  supplier: string;
}

export interface ResultTables {
  order_result: OrderResultTable;
  order_result_sheet: OrderResultSheetTable;
  report_result: ReportResultTable;
}
