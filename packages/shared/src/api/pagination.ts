import { z } from 'zod';

/** §9: default page size 10, page number 1. Larger pages are refused, not silently clamped. */
export const DEFAULT_PAGE_NUM = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const pageQuerySchema = z.object({
  pageNum: z.coerce.number().int('页码必须是整数').min(1, '页码最小为 1').max(100000, '页码过大').default(DEFAULT_PAGE_NUM),
  pageSize: z.coerce
    .number()
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为 1')
    .max(MAX_PAGE_SIZE, `每页条数最大为 ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** §3 pagination fields. `size` is the number of rows on this page. */
export interface PageResult<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  size: number;
  total: number;
  pages: number;
}

export function toPageResult<T>(list: T[], total: number, q: PageQuery): PageResult<T> {
  return {
    list,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    size: list.length,
    total,
    pages: Math.ceil(total / q.pageSize),
  };
}
