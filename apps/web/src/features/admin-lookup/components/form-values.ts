import {
  MONOGRAPH_SECTIONS,
  type AdminMonographDetail,
  type AdminStandardDetail,
  type AdminStandardForm,
  type MonographSectionKey,
} from '@tcm/shared';
import type { CheckRow } from './check-rows';

/** The standard form's values: what the body takes, blanks as '' (the server stores them as null). */
export type StandardFormValues = Required<Omit<AdminStandardForm, 'level'>> & { level: number | undefined };

export function standardFormValues(d?: AdminStandardDetail): StandardFormValues {
  return {
    standardNo: d?.standardNo ?? '',
    nameCn: d?.nameCn ?? '',
    nameEn: d?.nameEn ?? '',
    level: d?.level,
    issuer: d?.issuer ?? '',
    issueDate: d?.issueDate ?? '',
    implementDate: d?.implementDate ?? '',
    abolishDate: d?.abolishDate ?? '',
    scope: d?.scope ?? '',
    replacesNo: d?.replacesNo ?? '',
    replacedByNo: d?.replacedByNo ?? '',
    herbs: d?.herbs ?? [],
    pdfUrl: d?.pdfUrl ?? '',
  };
}

export interface MonographFormValues {
  name: string;
  pinyin: string;
  latinName: string;
  edition: number | undefined;
  categoryId: number | undefined;
  aliases: string[];
  species: string[];
  sections: Record<MonographSectionKey, string>;
  checks: CheckRow[];
}

export function monographFormValues(d?: AdminMonographDetail): MonographFormValues {
  const sections = Object.fromEntries(MONOGRAPH_SECTIONS.map((s) => [s.key, d?.sections[s.key] ?? ''])) as Record<MonographSectionKey, string>;
  return {
    name: d?.name ?? '',
    pinyin: d?.pinyin ?? '',
    latinName: d?.latinName ?? '',
    edition: d?.edition ?? 2020,
    categoryId: d?.categoryId,
    aliases: d?.aliases ?? [],
    species: d?.species ?? [],
    sections,
    checks: (d?.checks ?? []).map((c) => ({ ...c })),
  };
}
