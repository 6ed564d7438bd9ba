import { z } from 'zod';
import type { Judgement } from '../results/judgement';
import type { PageResult } from './pagination';

/**
 * Issue #21, 质量分析: every result the member's valid reports published, filtered by herb, test
 * item, institution, supplier, origin and report date; a series per test item over time with its
 * limit, the failure rate per supplier, and the rows. Ours: orderInfo/getQualityAnalysis (the
 * envelope) and orderInfo/exportQualityResults (a file, registered by hand).
 */
export const QUALITY_PATHS = {
  /** GET with the same query as getQualityAnalysis: the filtered rows as .xlsx. */
  exportQualityResults: '/api/orderInfo/exportQualityResults',
} as const;

/** Default span: the last 12 months; the longest span one answer covers. */
export const QUALITY_DEFAULT_MONTHS = 12;
export const QUALITY_MAX_DAYS = 3 * 366;
/** Newest matching rows the chart and the export read; older ones are counted, not drawn. */
export const QUALITY_ROWS_MAX = 5000;
/** Series drawn (the test items with the most points); points per series (the newest). */
export const QUALITY_SERIES_MAX = 12;
export const QUALITY_POINTS_MAX = 200;
export const QUALITY_PAGE_SIZE_MAX = 50;

export const QUALITY_MESSAGES = {
  spanReversed: '开始日期不能晚于结束日期',
  spanTooLong: '查询时间跨度不能超过3年，请缩短日期范围',
  nothingToExport: '没有符合筛选条件的检测结果，无需导出',
  rowsCapped: (n: number) => `符合条件的结果较多，图表和导出只包含最近 ${n} 条`,
} as const;

/** YYYY-MM-DD, a real calendar day. */
const zDay = (label: string) =>
  z
    .string({ error: `${label}有误` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
    }, `${label}有误`);
const zFilter = (max: number, label: string) => z.string({ error: `${label}有误` }).trim().max(max, `${label}不能超过${max}个字`).optional();

/** GET orderInfo/getQualityAnalysis (and exportQualityResults): every filter optional; no dates = the last 12 months. */
export const qualityQuerySchema = z
  .object({
    variety: zFilter(30, '品种'),
    itemName: zFilter(100, '检测项目'),
    institutionId: z.coerce.number({ error: '检测机构有误' }).int('检测机构有误').min(1, '检测机构有误').max(2_147_483_647, '检测机构有误').optional(),
    supplier: zFilter(60, '供应商'),
    origin: zFilter(40, '产地'),
    from: zDay('开始日期').optional(),
    to: zDay('结束日期').optional(),
    pageNum: z.coerce.number({ error: '页码有误' }).int('页码必须是整数').min(1, '页码最小为 1').max(10000, '页码过大').default(1),
    pageSize: z.coerce.number({ error: '每页条数有误' }).int('每页条数必须是整数').min(1, '每页条数最小为 1').max(QUALITY_PAGE_SIZE_MAX, `每页条数最大为 ${QUALITY_PAGE_SIZE_MAX}`).default(10),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: QUALITY_MESSAGES.spanReversed, path: ['from'] });
export type QualityQuery = z.input<typeof qualityQuerySchema>;

/** One published result as the 质量分析 table lists it. */
export interface QualityRow {
  id: number;
  orderId: number;
  orderNo: string;
  reportNo: string;
  reportedAt: string;
  sampleName: string;
  variety: string;
  batchNo: string;
  supplier: string;
  origin: string;
  institutionName: string;
  itemName: string;
  subject: string | null;
  /** 9.2 %, 未检出, 符合规定 … (resultText). */
  result: string;
  /** ≤12.0%, 不得检出 … (formatRule); — without a limit. */
  limitDisplay: string;
  judgement: Judgement;
}

/** A measured value on the chart, with the bounds it was judged against (converted to the series' unit). */
export interface QualityPoint {
  at: string;
  value: number;
  judgement: Judgement;
  batchNo: string;
  supplier: string;
  min: number | null;
  max: number | null;
}

/** One test item (× element) in one unit: its numeric results, oldest first. */
export interface QualitySeries {
  /** `${itemName}|${subject}|${unit}`, and `|${variety}` when the herbs' limits differ. */
  key: string;
  /** 水分, 重金属及有害元素 · 铅, 黄芪 · 水分 (one herb's series). */
  label: string;
  itemName: string;
  subject: string | null;
  unit: string;
  points: QualityPoint[];
  /** Points left out (only the newest QUALITY_POINTS_MAX are drawn). */
  omitted: number;
}

export interface QualitySupplierRate {
  /** '' when the order named none (shown as 未填写). */
  supplier: string;
  /** Samples (a reported order's batch, or each batch of its sample sheet) with at least one judged row, and those with a 不符合 row. */
  judged: number;
  failed: number;
  /** failed / judged, 0–1. */
  rate: number;
}

export interface QualityOptions {
  varieties: string[];
  items: string[];
  institutions: { id: number; name: string }[];
  suppliers: string[];
  origins: string[];
}

export interface QualityAnalysis {
  /** The span answered (Beijing days). */
  from: string;
  to: string;
  rows: PageResult<QualityRow>;
  series: QualitySeries[];
  suppliers: QualitySupplierRate[];
  /** What the filters may pick: the values present in the member's results of the span. */
  options: QualityOptions;
  /** Rows matched beyond QUALITY_ROWS_MAX: the chart holds only the newest; this says so. */
  capped: string | null;
}
