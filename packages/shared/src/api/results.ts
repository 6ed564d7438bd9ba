import { z } from 'zod';
import type { Judgement } from '../results/judgement';
import type { LimitKind, LimitRule } from '../results/limit-parser';
import { zOrderId } from './orders';

/**
 * Issue #21: an order's results as data — one row per sample × test item (× element of a list
 * limit), each with the monograph's limit it is judged against. Staff of the order's institution
 * enter them while the order is 检测中 (ours: institutionOrder/getResultSheet, saveResults); the
 * member reads them once the report is issued (orderInfo/getOrderResults).
 */

/** A row's identity: `${orderItemId}-${sampleIndex}-${clauseIndex}` (stable: made from the order's items and the limit). */
export type ResultRowKey = string;

/** Files, not envelopes: registered by hand, so their paths live only here. */
export const RESULT_PATHS = {
  /** GET ?orderId=: my order's results as .xlsx (检测结果, 订单信息), once reported. */
  exportOrderResults: '/api/orderInfo/exportOrderResults',
  /** GET ?orderId=: staff's import template, the order's rows with what is saved so far. */
  resultsTemplate: '/api/institutionOrder/resultsTemplate',
  /** POST ?orderId=, multipart with the filled template as "file": all rows or none. */
  importResults: '/api/institutionOrder/importResults',
} as const;

/**
 * The import template (issue #21): one sheet, a row per result row. 行标识 ties a row to the
 * order's sheet (a LIMS export may reorder the rows); 检测结果 takes a number or one of the words
 * of RESULT_IMPORT_WORDS; an empty 检测结果 leaves the row unfilled.
 */
export const RESULT_IMPORT_SHEET = '检测结果';
export const RESULT_IMPORT_COLUMNS = ['行标识', '检测项目', '成分/元素', '样品', '标准规定', '限度', '检测结果', '单位', '检出限', '检测方法', '备注'] as const;
export const RESULT_IMPORT_WORDS = { notDetected: '未检出', conforms: '符合规定', fails: '不符合规定', notApplicable: '不适用' } as const;
export const RESULT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** What an import did: the rows it saved, or every row to fix (and nothing saved). */
export interface ResultImportResult {
  imported: number;
  errors: string[];
}

/** Most rows one order's sheet holds (50 items × samples × elements); a bigger order is refused. */
export const RESULT_ROWS_MAX = 2000;

const zShort = (max: number, label: string) => z.string({ error: `${label}有误` }).trim().max(max, `${label}不能超过${max}个字`).default('');

export const resultRowInputSchema = z.object({
  key: z.string({ error: '检测结果行有误' }).regex(/^\d{1,10}-\d{1,4}-\d{1,3}$/, '检测结果行有误'),
  /** Decimal text as typed; '' when 未检出, 不适用 or a qualitative check. */
  value: zShort(30, '检测值'),
  unit: zShort(20, '单位'),
  notDetected: z.boolean({ error: '“未检出”有误' }).default(false),
  /** Qualitative checks: true 符合规定, false 不符合规定. */
  conforms: z.boolean({ error: '定性结论有误' }).nullable().default(null),
  /** The row does not apply to this sample (槐花 vs 槐米 in one limit): filled, not judged. */
  notApplicable: z.boolean({ error: '“不适用”有误' }).default(false),
  detectionLimit: zShort(30, '检出限'),
  method: zShort(200, '检测方法'),
  /** Only read on rows whose limit the monograph does not give: the institution's own, parsed like a monograph's. */
  limitText: zShort(200, '限度'),
  note: zShort(200, '备注'),
});
export type ResultRowInput = z.input<typeof resultRowInputSchema>;

/** YYYY-MM-DD, a real calendar day. */
const zDay = z
  .string({ error: '检测日期有误' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '检测日期格式应为 YYYY-MM-DD')
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
  }, '检测日期有误');

/** POST institutionOrder/saveResults: the whole sheet (a draft may leave rows empty). */
export const saveResultsBodySchema = z.object({
  orderId: zOrderId,
  testDate: zDay.nullable().default(null),
  remark: zShort(500, '结论备注'),
  rows: z.array(resultRowInputSchema, { error: '检测结果有误' }).max(RESULT_ROWS_MAX, `检测结果最多${RESULT_ROWS_MAX}行`),
});
export type SaveResultsBody = z.input<typeof saveResultsBodySchema>;

/** GET institutionOrder/getResultSheet?orderId=. */
export const resultSheetQuerySchema = z.object({ orderId: zOrderId });
/** GET orderInfo/getOrderResults (and exportOrderResults)?orderId=&reportNo=: the current report's results, or those an older report published. */
export const orderResultsQuerySchema = z.object({
  orderId: zOrderId,
  reportNo: z.string({ error: '报告编号有误' }).trim().regex(/^BG\d{6,30}$/, '报告编号有误').optional(),
});

/** A report that published results (issue #21): each report keeps the data it was issued with. */
export interface ResultVersion {
  reportNo: string;
  issuedAt: string;
  /** REPORT_STATUS: 1 valid, 2 replaced, 3 revoked. */
  status: number;
  /** The report that replaced this one. */
  replacedByNo: string | null;
}

/** Where a row's limit comes from: the monograph of the order's variety in the order's edition, and its check. */
export interface ResultBasis {
  monographId: number;
  monographName: string;
  edition: 2015 | 2020;
  checkItem: string;
}

export interface ResultRow {
  key: ResultRowKey;
  orderItemId: number;
  /** 1-based, up to the item's sample count. */
  sampleIndex: number;
  sampleCount: number;
  /** How the row names its sample: 样品k, or a sample sheet's sample by name and 批号 (黄芪（HQ2301）). */
  sampleLabel: string;
  /** The test item as ordered (水分, 重金属及有害元素（铅、镉、砷、汞、铜）). */
  itemName: string;
  /** The element or product the clause limits (铅, 槐花); null for the item itself. */
  subject: string | null;
  qualifier: string | null;
  basis: ResultBasis | null;
  method: string;
  /** As printed (the monograph's clause) or as the institution entered it. */
  limitText: string;
  /** ≤12.0%, ≥0.30%, 20～25%, 不得检出, 应符合规定; — without a limit. */
  limitDisplay: string;
  kind: LimitKind | null;
  /** The parsed limit the row is judged against (the page judges as one types, the server again on save). */
  rule: LimitRule | null;
  /** The institution may enter the limit: the monograph gives none for this item. */
  limitEditable: boolean;
  /** The unit the limit is in, proposed for the value. */
  limitUnit: string | null;
  value: string;
  unit: string;
  notDetected: boolean;
  conforms: boolean | null;
  notApplicable: boolean;
  detectionLimit: string;
  note: string;
  /** Computed from the value and the limit, never typed. */
  judgement: Judgement;
  filled: boolean;
}

export interface ResultSheet {
  orderId: number;
  orderNo: string;
  status: number;
  sampleName: string;
  variety: string;
  batchNo: string;
  /** The edition the order's testing basis names. */
  edition: 2015 | 2020;
  /** The monograph of the order's variety in that edition; null when the pharmacopoeia has none. */
  monograph: { id: number; name: string } | null;
  rows: ResultRow[];
  /** The order's samples come from a sample sheet: rows name them by sampleLabel even when an item has one sample. */
  fromSampleSheet: boolean;
  filled: number;
  total: number;
  /** Any 不符合 row: 不符合; otherwise any 符合: 符合; else 不判定. */
  conclusion: Judgement;
  /** The failed rows' names (item · subject), for the conclusion's sentence. */
  failedItems: string[];
  /** Staff may still change it (the order is 检测中). */
  editable: boolean;
  testDate: string | null;
  remark: string;
  /** When the sheet was last saved; null before the first save. */
  savedAt: string | null;
  /** A member's reading: the report whose data this is, and every report of the order (newest first). */
  version?: ResultVersion;
  versions?: ResultVersion[];
}
