import {
  MONOGRAPH_SECTIONS,
  type MonographSectionKey,
  type MonographSummary,
  type PharmacopoeiaEdition,
  STANDARD_LEVEL_LABELS,
  STANDARD_STATE_LABELS,
  type StandardLevel,
  type StandardSummary,
} from '@tcm/shared';
import type { SectionTexts } from '../search/indexer';
import { stateOf } from './filters';
import type { MonographRow, StandardRow } from './rows';

export const toMonographSummary = (r: MonographRow): MonographSummary => ({
  id: Number(r.id),
  code: r.code,
  name: r.name,
  pinyin: r.pinyin,
  initial: r.initial,
  latinName: r.latin_name,
  edition: Number(r.edition) as PharmacopoeiaEdition,
  volume: Number(r.volume) as 1 | 2 | 3 | 4,
  categoryId: Number(r.category_id),
  categoryName: r.category_name,
});

export function toStandardSummary(r: StandardRow, today: string): StandardSummary {
  const level = Number(r.level) as StandardLevel;
  const state = stateOf(r, today);
  return {
    id: Number(r.id),
    standardNo: r.standard_no,
    nameCn: r.name_cn,
    nameEn: r.name_en,
    level,
    levelName: STANDARD_LEVEL_LABELS[level],
    state,
    stateName: STANDARD_STATE_LABELS[state],
    issuer: r.issuer,
    issueDate: r.issue_date,
    implementDate: r.implement_date,
    abolishDate: r.abolish_date,
    hasPdf: r.pdf_key !== null,
  };
}

/** The stored sections in the pharmacopoeia's order, empty ones left out. */
export function orderedSections(json: string): { key: MonographSectionKey; title: string; content: string }[] {
  const texts = JSON.parse(json) as SectionTexts;
  return MONOGRAPH_SECTIONS.filter((s) => texts[s.key]?.trim()).map((s) => ({ key: s.key, title: s.title, content: texts[s.key]!.trim() }));
}
