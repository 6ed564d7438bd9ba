import type { MonographCheck, MonographSectionKey } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pinyinKey } from '../search/indexer';
import { createAdminMonographRepository, type MonographWrite } from './monograph-repository';
import { reindexMonograph } from '../search/lookup-index';

/** A monograph as the form or an import row gives it, checked and trimmed. */
export interface MonographData {
  name: string;
  pinyin: string;
  latinName: string;
  edition: number;
  volume: number;
  categoryId: number;
  aliases: string[];
  species: string[];
  sections: Record<MonographSectionKey, string>;
  checks: MonographCheck[];
}

/** The stored columns; empty sections are left out, as the seed stores them. */
function columns(d: MonographData): Omit<MonographWrite, 'code'> {
  const { key, initial } = pinyinKey(d.pinyin);
  const sections = Object.fromEntries(Object.entries(d.sections).filter(([, text]) => text !== ''));
  return {
    edition: d.edition,
    volume: d.volume,
    category_id: d.categoryId,
    name: d.name,
    pinyin: d.pinyin,
    pinyin_key: key,
    initial,
    latin_name: d.latinName || null,
    species: d.species.length ? d.species.join('；') : null,
    aliases: JSON.stringify([...new Set(d.aliases)]),
    sections: JSON.stringify(sections),
    checks: JSON.stringify(d.checks),
  };
}

/**
 * A new monograph's code pairs it with the other edition of the same name; otherwise its pinyin
 * ("renshen"), with a number added when a homophone already holds it in this edition.
 */
async function codeFor(db: Kysely<Database>, d: MonographData): Promise<string> {
  const repo = createAdminMonographRepository(db);
  const paired = await repo.codeOfName(d.name, d.edition);
  const base = paired?.code ?? (pinyinKey(d.pinyin).key.slice(0, 50) || 'monograph');
  const taken = await repo.codesLike(base, d.edition);
  let code = base;
  for (let n = 2; taken.has(code); n += 1) code = `${base}-${n}`;
  return code;
}

/** Creates (`id` null) or overwrites one monograph and rewrites its search tokens; `db` is the caller's transaction. */
export async function writeMonograph(db: Kysely<Database>, id: number | null, d: MonographData): Promise<number> {
  const repo = createAdminMonographRepository(db);
  const row = columns(d);
  const saved = id ?? (await repo.insert({ ...row, code: await codeFor(db, d) }));
  if (id !== null) await repo.update(id, row);
  await reindexMonograph(db, { ...row, id: saved, latin_name: row.latin_name ?? null, species: row.species ?? null });
  return saved;
}
