import {
  ADMIN_LOOKUP_MESSAGES as M,
  MONOGRAPH_IMPORT_CHECK_SHEET,
  MONOGRAPH_IMPORT_MAX_ROWS,
  MONOGRAPH_MAX_CHECKS,
  MONOGRAPH_SECTIONS,
  type MonographCheck,
  PHARMACOPOEIA_VOLUME_LABELS,
  adminMonographCheckSchema,
  adminMonographCreateSchema,
} from '@tcm/shared';
import type { z } from 'zod';
import type { SheetRow } from '../../lib/xlsx';
import type { MonographData } from './monograph-writer';

export interface ImportItem extends MonographData {
  line: number;
  /** False when the checks sheet lists none for it: an update then keeps the checks it has. */
  checksGiven: boolean;
}
export interface Category {
  id: number;
  volume: number;
  name: string;
}

const CHECKS_AT = (line: number) => `「${MONOGRAPH_IMPORT_CHECK_SHEET}」第${line}行：`;
const AT = (line: number) => `第${line}行：`;
const list = (text: string | undefined, sep: RegExp) => (text ?? '').split(sep).map((s) => s.trim()).filter(Boolean);
const messages = (e: z.ZodError) => [...new Set(e.issues.map((i) => i.message))].join('；');

/** "一部", "1", "1部" → 1. */
function volumeOf(text: string): number | undefined {
  const hit = Object.entries(PHARMACOPOEIA_VOLUME_LABELS).find(([n, label]) => text === label || text === n || text === `${n}部`);
  return hit ? Number(hit[0]) : undefined;
}
/** "2020", "2020年版" → "2020"; anything else is left for the schema to refuse. */
const editionText = (text: string | undefined) => (text ?? '').replace(/年版?$/, '');
const SECTION_BY_TITLE = new Map<string, MonographCheck['section']>(MONOGRAPH_SECTIONS.map((s) => [s.title, s.key]));

/** One monograph row: the schema's refusals, plus the volume and category names it must match. */
function parseMain(r: SheetRow, categories: readonly Category[]): { item?: ImportItem; error?: string } {
  const c = r.cells;
  const problems: string[] = [];
  const volume = volumeOf(c['部'] ?? '');
  if (volume === undefined) problems.push('部应为一部、二部、三部或四部');
  const category = categories.find((k) => k.volume === volume && k.name === c['分类']);
  if (volume !== undefined && !category) {
    const names = categories.filter((k) => k.volume === volume).map((k) => k.name);
    problems.push(c['分类'] ? `分类「${c['分类']}」不在${PHARMACOPOEIA_VOLUME_LABELS[volume as 1]}中（可选：${names.join('、')}）` : '请填写分类');
  }
  const parsed = adminMonographCreateSchema.safeParse({
    name: c['名称'],
    pinyin: c['汉语拼音'],
    latinName: c['拉丁名'],
    edition: editionText(c['版次']),
    categoryId: category?.id ?? 1,
    aliases: list(c['别名'], /[、，,；;]/),
    species: list(c['基原'], /[；;]/),
    sections: Object.fromEntries(MONOGRAPH_SECTIONS.map((s) => [s.key, c[s.title] ?? ''])),
    checks: [],
  });
  if (!parsed.success) problems.unshift(messages(parsed.error));
  if (problems.length || !parsed.success) return { error: AT(r.line) + problems.join('；') };
  return { item: { ...parsed.data, volume: volume!, line: r.line, checksGiven: false } };
}

/** Checks the rows of both sheets; the items are only meaningful when there are no errors. */
export function parseImportRows(main: readonly SheetRow[], checks: readonly SheetRow[], categories: readonly Category[]): { items: ImportItem[]; errors: string[] } {
  if (main.length > MONOGRAPH_IMPORT_MAX_ROWS) return { items: [], errors: [`一次最多导入${MONOGRAPH_IMPORT_MAX_ROWS}个品种，本文件有${main.length}个`] };
  const items: ImportItem[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  for (const r of main) {
    const { item, error } = parseMain(r, categories);
    if (error) errors.push(error);
    if (!item) continue;
    const key = `${item.name}\u0000${item.edition}`;
    const first = seen.get(key);
    if (first !== undefined) errors.push(`${AT(r.line)}与第${first}行重复（同名同版次）`);
    else seen.set(key, r.line);
    items.push(item);
  }
  for (const r of checks) {
    const c = r.cells;
    const edition = editionText(c['版次']);
    const owners = items.filter((i) => i.name === c['名称'] && (!edition || String(i.edition) === edition));
    const section = c['所属部分'] ? SECTION_BY_TITLE.get(c['所属部分']) : 'examination';
    const parsed = adminMonographCheckSchema.safeParse({ item: c['项目'], method: c['方法'], limit: c['限度'], section: section ?? 'examination' });
    const problems = [
      ...(!c['名称'] ? ['请填写名称'] : owners.length === 0 ? [`未在「药典品种」表中找到品种「${c['名称']}」${edition ? `（${edition}年版）` : ''}`] : []),
      ...(new Set(owners.map((o) => o.edition)).size > 1 ? ['该名称有多个版次，请填写版次'] : []),
      ...(c['所属部分'] && !section ? [`所属部分「${c['所属部分']}」有误，应为${MONOGRAPH_SECTIONS.map((s) => s.title).join('、')}之一`] : []),
      ...(parsed.success ? [] : [messages(parsed.error)]),
    ];
    if (problems.length) errors.push(CHECKS_AT(r.line) + [...new Set(problems)].join('；'));
    else if (parsed.success && owners[0]) {
      owners[0].checks.push(parsed.data);
      owners[0].checksGiven = true;
    }
  }
  for (const i of items) if (i.checks.length > MONOGRAPH_MAX_CHECKS) errors.push(`${AT(i.line)}检查项目最多${MONOGRAPH_MAX_CHECKS}条`);
  if (main.length === 0) errors.push(M.importEmpty);
  return { items, errors };
}
