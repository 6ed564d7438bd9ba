import type { MonographCheck } from '@tcm/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PharmacopoeiaMonographTable, QualityStandardTable } from '../../db/schema-lookup';
import { DOC_KIND, type DocKind, monographFacet } from './doc-kind';
import { type SectionTexts, type TokenRow, insertTokenRows, monographDoc, standardDoc, tokenRows } from './indexer';

type StandardRecord = Omit<Selectable<QualityStandardTable>, 'id' | 'no_key' | 'replaces_key'> & { id: number };
type MonographRecord = Omit<Selectable<PharmacopoeiaMonographTable>, 'id' | 'code' | 'pinyin_key' | 'initial' | 'volume'> & { id: number };

/** A standard's tokens from its stored row. */
export function standardTokenRows(s: StandardRecord): TokenRow[] {
  const herbs = s.herbs ? (JSON.parse(s.herbs) as string[]) : [];
  const doc = standardDoc({ standardNo: s.standard_no, nameCn: s.name_cn, nameEn: s.name_en, issuer: s.issuer, scope: s.scope, replacesNo: s.replaces_no, herbs });
  return tokenRows(DOC_KIND.STANDARD, s.id, Number(s.level), doc);
}

/** A monograph's tokens from its stored row. */
export function monographTokenRows(m: MonographRecord): TokenRow[] {
  const doc = monographDoc({
    name: m.name,
    pinyin: m.pinyin,
    latinName: m.latin_name,
    aliases: JSON.parse(m.aliases) as string[],
    species: m.species ? m.species.split('；') : [],
    sections: JSON.parse(m.sections) as SectionTexts,
    checkItems: (JSON.parse(m.checks) as MonographCheck[]).map((c) => c.item),
  });
  return tokenRows(DOC_KIND.MONOGRAPH, m.id, monographFacet(Number(m.edition), Number(m.category_id)), doc);
}

/**
 * The lookup search's tokens of one document, rewritten from its stored row. Always called with the
 * transaction that changed the row, so the public search never sees a document and its tokens disagree.
 */
export async function unindex(db: Kysely<Database>, kind: DocKind, id: number): Promise<void> {
  await db.deleteFrom('lookup_token').where('doc_kind', '=', kind).where('doc_id', '=', id).execute();
}

export async function reindexStandard(db: Kysely<Database>, s: StandardRecord): Promise<void> {
  await unindex(db, DOC_KIND.STANDARD, s.id);
  await insertTokenRows(db, standardTokenRows(s));
}

export async function reindexMonograph(db: Kysely<Database>, m: MonographRecord): Promise<void> {
  await unindex(db, DOC_KIND.MONOGRAPH, m.id);
  await insertTokenRows(db, monographTokenRows(m));
}
