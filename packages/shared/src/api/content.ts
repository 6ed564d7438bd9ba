import { z } from 'zod';
import { pageQuerySchema } from './pagination';

/**
 * The public information side (§7 articleCategory, articleInfo, advertInfo, newsRecord,
 * pubsInformation, staticData, sysProtocol, sysDictData). Field lists are ours (§7: "not shown").
 */
const zId = z.coerce.number().int('编号必须是整数').positive('编号有误');
const zKeyword = z.string().trim().max(50, '关键词不能超过50个字').optional();

export interface ArticleCategory {
  id: number;
  parentId: number;
  name: string;
  code: string;
  sort: number;
}

export const findArticleCategoryQuerySchema = pageQuerySchema.extend({ parentId: zId.optional() });
export const queryArticleCategoryQuerySchema = z.object({ parentId: z.coerce.number().int('编号必须是整数').min(0, '编号有误').default(0) });

export interface ArticleSummary {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  source: string;
  publishTime: string;
  viewCount: number;
  isTop: boolean;
}

export interface ArticleDetail extends ArticleSummary {
  /** Sanitized HTML (allow-list applied when stored). */
  content: string;
  author: string | null;
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

/** Paged list; `categoryId` includes the category's children. */
export const findArticleInfoQuerySchema = pageQuerySchema.extend({ categoryId: zId.optional(), keyword: zKeyword });
/** Unpaged: the newest approved articles of a category, for blocks like the home page's tabs. */
export const queryArticleInfoQuerySchema = z.object({
  categoryId: zId.optional(),
  categoryCode: z.string().max(40).optional(),
  limit: z.coerce.number().int('条数必须是整数').min(1, '条数最小为 1').max(50, '条数最大为 50').default(8),
});
export const getArticleInfoQuerySchema = z.object({ id: zId });
/**
 * Ours, POST: counts one view of an article (the detail page calls it once when it opens). A GET
 * changes nothing (issue #17), so getArticleInfo only reads and this call does the counting.
 */
export const countArticleViewBodySchema = z.object({ id: zId });
export interface ArticleViewCount {
  id: number;
  viewCount: number;
}

/** §2 /search: news search; searchType names a top-level category, default 政策资讯. */
export const findSearchBoxQuerySchema = pageQuerySchema.extend({
  searchStr: z.string().trim().max(50, '搜索词不能超过50个字').default(''),
  searchType: z.string().trim().max(20, '搜索类型有误').optional(),
});

// SEARCH_TOTAL_CAP and searchTotalLabel: enums/search-total.ts (no zod there, for the public pages).

export interface SearchHit extends ArticleSummary {
  /** Title and summary split into [text, matched] runs, so the page can highlight without HTML. */
  titleRuns: [string, boolean][];
  summaryRuns: [string, boolean][];
}

export interface AdvertInfo {
  id: number;
  position: string;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
  sort: number;
}
export const findAdvertInfoQuerySchema = z.object({ position: z.string().trim().max(30).default('home_banner') });

/** Short platform news flashes (快讯) for the home page's ticker. */
export interface NewsRecord {
  id: number;
  content: string;
  linkUrl: string | null;
  publishTime: string;
}
export const findNewsRecordQuerySchema = pageQuerySchema;

/** Public notices (公示公告): qualification publicity, rule changes, sampling results. */
export interface PubsInformation {
  id: number;
  title: string;
  infoType: string;
  publisher: string;
  publishTime: string;
}
export interface PubsInformationDetail extends PubsInformation {
  content: string;
}
export const queryInformationQuerySchema = pageQuerySchema.extend({ infoType: z.string().trim().max(20).optional(), keyword: zKeyword });
export const getInformationQuerySchema = z.object({ id: zId });

/** §7 staticData/queryQualityStaticData: platform figures and a quality-statistics series. */
export interface QualityStaticData {
  figures: { label: string; value: number; unit: string }[];
  monthly: { month: string; batches: number; qualifiedRate: number }[];
  byCategory: { category: string; batches: number; qualifiedRate: number }[];
}

export interface SysProtocol {
  code: string;
  type: string;
  title: string;
  content: string;
  updatedAt: string;
}
export const getProtocolQuerySchema = z
  .object({ code: z.string().trim().max(40).optional(), type: z.string().trim().max(40).optional() })
  .refine((q) => q.code || q.type, { message: '请指定协议编码或类型', path: ['code'] });

export interface DictData {
  dictType: string;
  dictCode: string;
  dictLabel: string;
  dictValue: string;
  sort: number;
}
export const getDatasQuerySchema = z.object({ dictType: z.string().trim().min(1, '字典类型不能为空').max(64, '字典类型过长') });
export const findDictDataQuerySchema = pageQuerySchema.extend({ dictType: z.string().trim().max(64).optional(), keyword: zKeyword });
