import { z } from 'zod';
import type { OrderSample } from './orders';

/**
 * Issue #21: 批量导入样品 — a sample sheet (.xlsx) for one institution. Its template lists the
 * institution's services on offer with a short code; each row is a sample of the order's 品种 and
 * names its test items by name or code. The check places nothing: it answers the samples and the
 * order lines they make (one line per service, sampleCount = the samples that ask for it).
 */

/** Files and multipart uploads, registered by hand, so their paths live only here. */
export const SAMPLE_SHEET_PATHS = {
  /** GET ?institutionId=: the template, with the institution's services and their codes. */
  template: '/api/orderInfo/sampleSheetTemplate',
  /** POST ?institutionId=, multipart with the filled template as "file": checked, nothing stored. */
  check: '/api/orderInfo/checkSampleSheet',
} as const;

export const SAMPLE_SHEET_NAME = '样品清单';
export const SAMPLE_SHEET_ITEMS_NAME = '项目清单';
export const SAMPLE_SHEET_COLUMNS = ['样品名称', '批号', '产地', '规格', '数量', '供应商', '检测项目'] as const;
export const SAMPLE_SHEET_MAX_BYTES = 5 * 1024 * 1024;

export const sampleSheetQuerySchema = z.object({
  institutionId: z.coerce.number({ error: '机构有误' }).int('机构有误').positive('机构有误'),
});

/** One order line the sheet makes, with what a cart line shows of its service (checkout prices it again). */
export interface SampleSheetItem {
  testServiceId: number;
  testItemId: number;
  testItemName: string;
  unitPriceFen: number;
  periodDays: number;
  sampleCount: number;
}

/** What the check found: the samples and their lines, or every row to fix (then both are empty). */
export interface SampleSheetCheck {
  samples: OrderSample[];
  items: SampleSheetItem[];
  errors: string[];
}
