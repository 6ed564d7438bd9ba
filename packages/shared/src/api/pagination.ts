import { z } from 'zod';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-constants';

export { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-constants';

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
