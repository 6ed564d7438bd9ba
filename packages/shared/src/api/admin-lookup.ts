import { z } from 'zod';
import { ADMIN_LOOKUP_MESSAGES as M } from '../messages-admin-lookup';
import { MONOGRAPH_SECTIONS, type MonographCheck, type MonographSectionKey, type PharmacopoeiaEdition, type StandardLevel, type StandardState } from './lookup';
import { pageQuerySchema, type PageResult } from './pagination';

/**
 * Issue #11: the operator console's lookup management, /api/admin/standard/* and /api/admin/monograph/*
 * (every call operator-only, every change in the audit log with the search index kept in step).
 */
const zId = z.coerce.number({ error: '编号有误' }).int('编号必须是整数').positive('编号有误');
const zKeyword = z.string().trim().max(50, '关键词不能超过50个字').optional();
const zText = (label: string, max: number) =>
  z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}个字`);
/** Optional text: blank is '' (stored as null where the column allows it). */
const zOptText = (label: string, max: number) =>
  z.preprocess((v) => v ?? '', z.string({ error: `${label}有误` }).trim().max(max, `${label}不能超过${max}个字`));
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const zDate = (label: string) => zText(label, 10).refine(isDay, `${label}应为有效日期（YYYY-MM-DD）`);
const zOptDate = (label: string) => zOptText(label, 10).refine((v) => v === '' || isDay(v), `${label}应为有效日期（YYYY-MM-DD）`);
const zNames = (label: string, maxEach: number, maxCount: number) =>
  z.preprocess((v) => v ?? [], z.array(zText(label, maxEach), { error: `${label}有误` }).max(maxCount, `${label}最多${maxCount}个`));

export const adminIdOnlySchema = z.object({ id: zId });

// ---------------------------------------------------------------- standards

/** A stored PDF as POST /api/uploadFile answered it: /files/<key>.pdf. */
const PDF_PATH = /^\/files\/[A-Za-z0-9_-]{22}\.pdf$/;

/** The fields of a standard's form; the state (现行/即将实施/废止) follows from the dates. */
export const adminStandardFields = {
  standardNo: zText('标准号', 60),
  nameCn: zText('中文名称', 200),
  nameEn: zOptText('英文名称', 300),
  level: z.coerce.number({ error: M.levelInvalid }).int(M.levelInvalid).min(1, M.levelInvalid).max(5, M.levelInvalid),
  issuer: zText('发布机构', 100),
  issueDate: zDate('发布日期'),
  implementDate: zDate('实施日期'),
  abolishDate: zOptDate('废止日期'),
  scope: zText('适用范围', 2000),
  replacesNo: zOptText('代替标准号', 60),
  replacedByNo: zOptText('被代替标准号', 60),
  herbs: zNames('相关药材', 20, 30),
  pdfUrl: zOptText('标准文本', 60).refine((v) => v === '' || PDF_PATH.test(v), M.pdfInvalid),
};
type StandardInput = { issueDate: string; implementDate: string; abolishDate: string };
const standardDates = <T extends z.ZodType<StandardInput>>(s: T) =>
  s
    .refine((b) => b.implementDate >= b.issueDate, { message: M.implementBeforeIssue, path: ['implementDate'] })
    .refine((b) => b.abolishDate === '' || b.abolishDate > b.implementDate, { message: M.abolishBeforeImplement, path: ['abolishDate'] });

/** POST /api/admin/standard/create and /update (with id). */
export const adminStandardCreateSchema = standardDates(z.object(adminStandardFields));
export const adminStandardUpdateSchema = standardDates(z.object({ id: zId, ...adminStandardFields }));
export type AdminStandardInput = z.output<typeof adminStandardCreateSchema>;
export type AdminStandardForm = z.input<typeof adminStandardCreateSchema>;

/** GET /api/admin/standard/query: newest implementation first; keyword in the number or either title. */
export const adminStandardQuerySchema = pageQuerySchema.extend({
  level: z.coerce.number({ error: '标准级别有误' }).int('标准级别有误').min(1, '标准级别有误').max(5, '标准级别有误').optional(),
  state: z.coerce.number({ error: '标准状态有误' }).int('标准状态有误').min(1, '标准状态有误').max(3, '标准状态有误').optional(),
  keyword: zKeyword,
});
export interface AdminStandardRow {
  id: number;
  standardNo: string;
  nameCn: string;
  level: StandardLevel;
  levelName: string;
  state: StandardState;
  stateName: string;
  issuer: string;
  issueDate: string;
  implementDate: string;
  abolishDate: string | null;
  pdfUrl: string | null;
}
export type AdminStandardPage = PageResult<AdminStandardRow>;
/** GET /api/admin/standard/get?id=: what the form edits. */
export interface AdminStandardDetail extends AdminStandardRow {
  nameEn: string | null;
  scope: string;
  replacesNo: string | null;
  /** The number of the standard that names this one as replaced, if any. */
  replacedByNo: string | null;
  herbs: string[];
}

// ---------------------------------------------------------------- pharmacopoeia monographs

const SECTION_KEYS = MONOGRAPH_SECTIONS.map((s) => s.key) as [MonographSectionKey, ...MonographSectionKey[]];
const zEdition = z.coerce.number({ error: M.editionInvalid }).pipe(z.union([z.literal(2015), z.literal(2020)], { error: M.editionInvalid }));

export const adminMonographCheckSchema = z.object({
  item: zText('检查项目', 50),
  method: zText('检查方法', 300),
  limit: zText('限度', 1000),
  section: z.enum(SECTION_KEYS, { error: '检查项目所属部分有误' }).default('examination'),
});
export type AdminMonographCheckForm = z.input<typeof adminMonographCheckSchema>;

/** Every section as text (blank when the monograph has none), in MONOGRAPH_SECTIONS order. */
export const adminMonographSectionsSchema = z.object(
  Object.fromEntries(MONOGRAPH_SECTIONS.map((s) => [s.key, zOptText(s.title, 20_000)])) as Record<MonographSectionKey, ReturnType<typeof zOptText>>,
  { error: M.sectionsEmpty },
);

/** Most structured checks one monograph carries. */
export const MONOGRAPH_MAX_CHECKS = 100;

export const adminMonographFields = {
  name: zText('名称', 100),
  pinyin: zText('汉语拼音', 200).regex(/[A-Za-z]/, M.pinyinInvalid),
  latinName: zOptText('拉丁名', 200),
  categoryId: z.coerce.number({ error: M.categoryRequired }).int(M.categoryRequired).positive(M.categoryRequired),
  aliases: zNames('别名', 50, 30),
  species: zNames('基原', 200, 10),
  sections: adminMonographSectionsSchema,
  checks: z.preprocess((v) => v ?? [], z.array(adminMonographCheckSchema, { error: '检查项目有误' }).max(MONOGRAPH_MAX_CHECKS, `检查项目最多${MONOGRAPH_MAX_CHECKS}条`)),
};
const someSection = <T extends z.ZodType<{ sections: Record<string, string> }>>(s: T) =>
  s.refine((b) => Object.values(b.sections).some((t) => t !== ''), { message: M.sectionsEmpty, path: ['sections'] });

/** POST /api/admin/monograph/create: the edition is chosen once; /update keeps it. */
export const adminMonographCreateSchema = someSection(z.object({ edition: zEdition, ...adminMonographFields }));
export const adminMonographUpdateSchema = someSection(z.object({ id: zId, ...adminMonographFields }));
export type AdminMonographInput = z.output<typeof adminMonographUpdateSchema>;
export type AdminMonographForm = z.input<typeof adminMonographCreateSchema>;

/** GET /api/admin/monograph/query: pinyin order; keyword in the name, pinyin or Latin name. */
export const adminMonographQuerySchema = pageQuerySchema.extend({
  edition: zEdition.optional(),
  volume: z.coerce.number({ error: '药典分部有误' }).int('药典分部有误').min(1, '药典分部有误').max(4, '药典分部有误').optional(),
  categoryId: zId.optional(),
  keyword: zKeyword,
});
export interface AdminMonographRow {
  id: number;
  name: string;
  pinyin: string;
  latinName: string | null;
  edition: PharmacopoeiaEdition;
  volume: 1 | 2 | 3 | 4;
  categoryId: number;
  categoryName: string;
  checkCount: number;
}
export type AdminMonographPage = PageResult<AdminMonographRow>;
export interface AdminMonographDetail extends AdminMonographRow {
  code: string;
  aliases: string[];
  species: string[];
  sections: Record<MonographSectionKey, string>;
  checks: MonographCheck[];
}

// ---------------------------------------------------------------- import from a spreadsheet

/** POST /api/admin/monograph/import (multipart, field "file"): at most this size and this many monographs. */
export const MONOGRAPH_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const MONOGRAPH_IMPORT_MAX_ROWS = 1000;
export const MONOGRAPH_IMPORT_SHEET = '药典品种';
export const MONOGRAPH_IMPORT_CHECK_SHEET = '检查项目';
/** The main sheet's headers (one row per monograph) after the identifying ones, the section titles. */
export const MONOGRAPH_IMPORT_HEAD = ['名称', '汉语拼音', '拉丁名', '版次', '部', '分类', '别名', '基原'] as const;
export const MONOGRAPH_IMPORT_COLUMNS: readonly string[] = [...MONOGRAPH_IMPORT_HEAD, ...MONOGRAPH_SECTIONS.map((s) => s.title)];
/** The checks sheet: one row per check; 版次 only needed when both editions of a name are in the file. */
export const MONOGRAPH_IMPORT_CHECK_COLUMNS = ['名称', '版次', '项目', '方法', '限度', '所属部分'] as const;

/**
 * The reply of an import. All or nothing: with any error nothing is written, retcode 0, and `errors`
 * lists them as "第N行：…" (the checks sheet's as "「检查项目」第N行：…").
 */
export interface AdminMonographImportResult {
  created: number;
  updated: number;
  errors: string[];
}

/** The audit log's action names of these calls. */
export const ADMIN_LOOKUP_AUDIT_ACTIONS = {
  standardCreate: 'standard_create',
  standardUpdate: 'standard_update',
  standardDelete: 'standard_delete',
  monographCreate: 'monograph_create',
  monographUpdate: 'monograph_update',
  monographDelete: 'monograph_delete',
  monographImport: 'monograph_import',
} as const;
