import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import {
  DEFAULT_EDITION,
  LOOKUP_SCOPES,
  type PharmacopoeiaEdition,
  type StandardLevel,
  type StandardState,
} from './lookup-constants';

export {
  STANDARD_LEVEL,
  STANDARD_LEVEL_LABELS,
  STANDARD_STATE,
  STANDARD_STATE_LABELS,
  PHARMACOPOEIA_EDITIONS,
  DEFAULT_EDITION,
  PHARMACOPOEIA_VOLUME_LABELS,
  LOOKUP_SCOPES,
  type StandardLevel,
  type StandardState,
  type PharmacopoeiaEdition,
  type LookupScope,
} from './lookup-constants';

/**
 * Issue #7: quality-control standards (§7 qualityControlStandard), the pharmacopoeia's
 * catalogue and monographs (§7 categoryInfo) and the one Chinese-aware lookup search over
 * both. Field lists are ours (§7: "not shown").
 */
const zId = z.coerce.number().int('编号必须是整数').positive('编号有误');
const zKeyword = z.string().trim().max(50, '关键词不能超过50个字').optional();

/** Text split into [text, matched] runs, so a page can highlight without HTML. */
export type TextRuns = [string, boolean][];

// ---------------------------------------------------------------- standards

export interface StandardRef {
  id: number | null;
  standardNo: string;
  nameCn: string;
}

export interface StandardSummary {
  id: number;
  /** e.g. "GB/T 19618-2004". */
  standardNo: string;
  nameCn: string;
  nameEn: string | null;
  level: StandardLevel;
  levelName: string;
  state: StandardState;
  stateName: string;
  issuer: string;
  /** YYYY-MM-DD */
  issueDate: string;
  implementDate: string;
  abolishDate: string | null;
  hasPdf: boolean;
  /** Present when the list was searched: nameCn split for highlighting. */
  nameRuns?: TextRuns;
}

export interface StandardDetail extends StandardSummary {
  scope: string;
  replaces: StandardRef | null;
  replacedBy: StandardRef | null;
  /** /files/… path of the attached PDF (served as an attachment), or null. */
  pdfUrl: string | null;
}

export const queryQualityControlStandardQuerySchema = pageQuerySchema.extend({
  keyword: zKeyword,
  level: z.coerce.number().int('标准级别有误').min(1, '标准级别有误').max(5, '标准级别有误').optional(),
  state: z.coerce.number().int('标准状态有误').min(1, '标准状态有误').max(3, '标准状态有误').optional(),
  issuer: z.string().trim().max(50, '发布机构不能超过50个字').optional(),
  year: z.coerce.number().int('年份有误').min(1949, '年份有误').max(2100, '年份有误').optional(),
});
export type QueryQualityControlStandardQuery = z.infer<typeof queryQualityControlStandardQuerySchema>;
export const getQualityControlStandardQuerySchema = z.object({ id: zId });

/** Own call GET /api/qualityControlStandard/queryIssuers: the issuers present, for the filter. */
export interface StandardIssuer {
  issuer: string;
  count: number;
}

// ---------------------------------------------------------------- pharmacopoeia

/** The order of a monograph's sections (§ issue #7); keys are stable, titles are shown. */
export const MONOGRAPH_SECTIONS = [
  { key: 'source', title: '来源' },
  { key: 'description', title: '性状' },
  { key: 'identification', title: '鉴别' },
  { key: 'examination', title: '检查' },
  { key: 'extract', title: '浸出物' },
  { key: 'fingerprint', title: '特征图谱/指纹图谱' },
  { key: 'assay', title: '含量测定' },
  { key: 'processing', title: '饮片' },
  { key: 'natureChannels', title: '性味与归经' },
  { key: 'functions', title: '功能与主治' },
  { key: 'usage', title: '用法与用量' },
  { key: 'caution', title: '注意' },
  { key: 'storage', title: '贮藏' },
] as const;
export type MonographSectionKey = (typeof MONOGRAPH_SECTIONS)[number]['key'];

export interface PharmacopoeiaCategory {
  id: number;
  volume: 1 | 2 | 3 | 4;
  name: string;
  sort: number;
  /** Monographs of the requested edition in this category. */
  monographCount: number;
}

export interface PharmacopoeiaVolume {
  volume: 1 | 2 | 3 | 4;
  volumeName: string;
  categories: PharmacopoeiaCategory[];
}

/** One structured check of a monograph (what an order would test): item, method, limit. */
export interface MonographCheck {
  /** e.g. 水分, 总灰分, 重金属及有害元素, 含量测定 — the test trait it belongs to. */
  item: string;
  /** e.g. 通则0832第二法, 高效液相色谱法（通则0512）. */
  method: string;
  /** e.g. 不得过12.0%. */
  limit: string;
  /** The section it comes from: examination, extract, assay, processing … */
  section: MonographSectionKey;
}

export interface MonographSummary {
  id: number;
  /** Same for both editions of one drug, so editions can be paired. */
  code: string;
  name: string;
  /** 汉语拼音 as printed, e.g. "Renshen". */
  pinyin: string;
  /** Upper-case first letter of the pinyin: the A–Z index. */
  initial: string;
  latinName: string | null;
  edition: PharmacopoeiaEdition;
  volume: 1 | 2 | 3 | 4;
  categoryId: number;
  categoryName: string;
  /** Present when the list was searched. */
  nameRuns?: TextRuns;
}

export interface MonographChange {
  section: MonographSectionKey;
  title: string;
  /** The other edition's text (older when this is 2020). */
  before: string;
  after: string;
}

export interface MonographDetail extends MonographSummary {
  aliases: string[];
  /** Botanical species, e.g. "Panax ginseng C. A. Mey.". */
  species: string | null;
  sections: { key: MonographSectionKey; title: string; content: string }[];
  checks: MonographCheck[];
  /** The other seeded editions of the same drug. */
  otherEditions: { id: number; edition: PharmacopoeiaEdition }[];
  /** Sections that differ from the other edition; empty when only one edition is seeded. */
  changes: MonographChange[];
}

/** Own call GET /api/categoryInfo/queryCatalogue: volumes with their categories and counts. */
export const queryCatalogueQuerySchema = z.object({
  edition: z.coerce.number().pipe(z.union([z.literal(2015), z.literal(2020)], { error: '药典版本有误' })).default(DEFAULT_EDITION),
});

/** §7 categoryInfo/findCategoryInfo: the catalogue, paged, by volume/category/initial. */
export const findCategoryInfoQuerySchema = pageQuerySchema.extend({
  edition: z.coerce.number().pipe(z.union([z.literal(2015), z.literal(2020)], { error: '药典版本有误' })).default(DEFAULT_EDITION),
  volume: z.coerce.number().int('药典分部有误').min(1, '药典分部有误').max(4, '药典分部有误').optional(),
  categoryId: zId.optional(),
  initial: z
    .string()
    .trim()
    .regex(/^[A-Za-z]$/, '拼音首字母有误')
    .transform((s) => s.toUpperCase())
    .optional(),
  keyword: zKeyword,
});
export type FindCategoryInfoQuery = z.infer<typeof findCategoryInfoQuerySchema>;
/** §7 categoryInfo/getCategoryInfo: one monograph. */
export const getCategoryInfoQuerySchema = z.object({ id: zId });

// ---------------------------------------------------------------- the lookup search

/**
 * Own call GET /api/lookup/search: monographs and standards in one ranked list.
 * Rank: exact name > name prefix > name contains > alias/pinyin/Latin/species > body.
 */
export const lookupSearchQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().min(1, '请输入检索词').max(50, '检索词不能超过50个字'),
  scope: z.enum(LOOKUP_SCOPES, { error: '检索范围有误' }).default('all'),
  edition: z.coerce.number().pipe(z.union([z.literal(2015), z.literal(2020)], { error: '药典版本有误' })).default(DEFAULT_EDITION),
  volume: z.coerce.number().int('药典分部有误').min(1, '药典分部有误').max(4, '药典分部有误').optional(),
  categoryId: zId.optional(),
  level: z.coerce.number().int('标准级别有误').min(1, '标准级别有误').max(5, '标准级别有误').optional(),
});
export type LookupSearchQuery = z.infer<typeof lookupSearchQuerySchema>;

export interface LookupHit {
  kind: 'monograph' | 'standard';
  id: number;
  /** Monograph name or standard number + name. */
  title: string;
  titleRuns: TextRuns;
  /** Pinyin · Latin name, or level · state · issuer. */
  subtitle: string;
  /** Where the match was found when it was not the title (alias, Latin name, a sentence of the body). */
  snippetRuns: TextRuns;
  /** Why it ranked where it did: 1 exact name, 2 name prefix, 3 name contains, 4 alias/pinyin/Latin/species/number, 5 body. */
  tier: 1 | 2 | 3 | 4 | 5;
  /** Monographs: volume, category, edition. Standards: level, state. */
  volume?: 1 | 2 | 3 | 4;
  categoryName?: string;
  edition?: PharmacopoeiaEdition;
  level?: StandardLevel;
  state?: StandardState;
}

/** The lookup calls' refusals, used verbatim by the server. */
export const LOOKUP_MESSAGES = {
  standardNotFound: '该标准不存在',
  monographNotFound: '该药典品种不存在',
} as const;
