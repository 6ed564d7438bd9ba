import type { MonographSectionKey } from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LookupTokenTable } from '../../db/schema-lookup';
import type { DocKind } from './doc-kind';
import { type IndexedDoc, compact, documentTokens, normalize } from './tokenizer';

/**
 * The sections a monograph is found by. The test methods (鉴别, 检查, 含量测定 …) are left out:
 * their reagents and apparatus (甲醇, 色谱柱) would make every monograph match, and they triple the index.
 */
const BODY_SECTIONS = ['source', 'description', 'processing', 'natureChannels', 'functions', 'caution'] as const;

/**
 * The title of the 饮片 section, a word of its own for a monograph that has one: "人参饮片" finds 人参,
 * whose decoction pieces the section calls 人参片.
 */
export const PROCESSED_FORM = '饮片';

/** A monograph's stored section texts by key (pharmacopoeia_monograph.sections). */
export type SectionTexts = Partial<Record<MonographSectionKey, string>>;

export interface MonographIndexInput {
  name: string;
  pinyin: string;
  latinName: string | null;
  aliases: readonly string[];
  species: readonly string[];
  sections: SectionTexts;
  /** What the structured checks test (水分, 含量测定 …): "人参 含量测定" finds 人参 without indexing the method prose. */
  checkItems: readonly string[];
}

export const monographDoc = (m: MonographIndexInput): IndexedDoc => ({
  name: m.name,
  pinyin: m.pinyin,
  latinName: m.latinName,
  meta: [...m.aliases, ...m.species],
  body: [...BODY_SECTIONS.map((k) => m.sections[k] ?? ''), ...new Set(m.checkItems), m.sections.processing ? PROCESSED_FORM : ''].filter(Boolean),
});

export interface StandardIndexInput {
  standardNo: string;
  nameCn: string;
  nameEn: string | null;
  issuer: string;
  scope: string;
  replacesNo: string | null;
  herbs: readonly string[];
}

export const standardDoc = (s: StandardIndexInput): IndexedDoc => ({
  name: s.nameCn,
  standardNo: s.standardNo,
  meta: [...s.herbs, ...(s.nameEn ? [s.nameEn] : [])],
  body: [s.scope, s.issuer, s.replacesNo ?? ''].filter(Boolean),
});

export type TokenRow = Insertable<LookupTokenTable>;

type Kind = DocKind;

export function tokenRows(kind: Kind, id: number, facet: number, doc: IndexedDoc): TokenRow[] {
  return rowsOf(documentTokens(doc), kind, id, facet, doc);
}

function rowsOf(tokens: Map<string, number>, kind: Kind, id: number, facet: number, doc: IndexedDoc): TokenRow[] {
  const name_len = compact(doc.name).length;
  return [...tokens].map(([token, field]) => ({ token, doc_kind: kind, doc_id: id, field, facet, name_len }));
}

const memo = new Map<string, Map<string, number>>();

/**
 * tokenRows for the demo seed, which every API test writes into a fresh database: each document's
 * tokens are made once per process (pinyin for every name and alias costs ~0.2 s per seeding).
 */
export function seedTokenRows(kind: Kind, id: number, facet: number, doc: IndexedDoc): TokenRow[] {
  const key = JSON.stringify(doc);
  let tokens = memo.get(key);
  if (!tokens) memo.set(key, (tokens = documentTokens(doc)));
  return rowsOf(tokens, kind, id, facet, doc);
}

/** 6 columns × 3,000 rows stays under both engines' limits on bound parameters. */
const BATCH = 3_000;

export async function insertTokenRows(db: Kysely<Database>, rows: readonly TokenRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto('lookup_token').values(rows.slice(i, i + BATCH)).execute();
}

/** The a–z key that orders the catalogue, and its A–Z index letter. */
export function pinyinKey(pinyin: string): { key: string; initial: string } {
  const key = normalize(pinyin).replace(/[^a-z]/g, '');
  return { key, initial: (key[0] ?? 'z').toUpperCase() };
}
