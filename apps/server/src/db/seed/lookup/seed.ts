import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MonographCheck } from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import type { FileStorage } from '../../../modules/files/storage';
import { type TokenRow, insertTokenRows, monographDoc, pinyinKey, seedTokenRows, standardDoc } from '../../../modules/search/indexer';
import type { SectionTexts } from '../../../modules/search/indexer';
import { DOC_KIND, monographFacet } from '../../../modules/search/doc-kind';
import { standardNoKey } from '../../../modules/search/tokenizer';
import { nowIso } from '../../dialect';
import type { Database } from '../../schema';
import type { PharmacopoeiaMonographTable } from '../../schema-lookup';
import { HERBS, OTHER_VOLUMES, STANDARDS } from './index';
import { copyPdf, standardPdfFile } from './standard-pdf';
import type { HerbSeed, OtherVolumeSeed, StandardSeed } from './types';

/** The categories of each volume, in the pharmacopoeia's order; the data may add more. */
const CATEGORIES: readonly (readonly [number, string])[] = [
  [1, '药材和饮片'],
  [1, '植物油脂和提取物'],
  [1, '成方制剂和单味制剂'],
  [2, '化学药品'],
  [3, '生物制品'],
  [4, '通则'],
  [4, '药用辅料'],
];

type MonographInsert = Insertable<PharmacopoeiaMonographTable>;

function herbRow(h: Omit<HerbSeed, 'edition2015'>, edition: number, categoryId: number): MonographInsert {
  const sections: SectionTexts = {
    source: h.source,
    description: h.description,
    identification: h.identification,
    examination: h.examination,
    extract: h.extract,
    fingerprint: h.fingerprint,
    assay: h.assay,
    processing: h.processing,
    natureChannels: h.natureChannels,
    functions: h.functions,
    usage: h.usage,
    caution: h.caution,
    storage: h.storage,
  };
  const { key, initial } = pinyinKey(h.pinyin);
  return {
    code: h.code,
    edition,
    volume: 1,
    category_id: categoryId,
    name: h.name,
    pinyin: h.pinyin,
    pinyin_key: key,
    initial,
    latin_name: h.latinName || null,
    species: h.species.length ? h.species.join('；') : null,
    aliases: JSON.stringify(h.aliases),
    sections: JSON.stringify(sections),
    checks: JSON.stringify(h.checks),
  };
}

function otherRow(o: OtherVolumeSeed, categoryId: number): MonographInsert {
  const { key, initial } = pinyinKey(o.pinyin);
  const sections: SectionTexts = { description: o.description, examination: o.examination, assay: o.assay, storage: o.storage };
  return {
    code: o.code,
    edition: 2020,
    volume: o.volume,
    category_id: categoryId,
    name: o.name,
    pinyin: o.pinyin,
    pinyin_key: key,
    initial,
    latin_name: o.latinName ?? null,
    species: null,
    aliases: JSON.stringify(o.aliases ?? []),
    sections: JSON.stringify(sections),
    checks: JSON.stringify(o.checks ?? []),
  };
}

function monographTokens(id: number, r: MonographInsert): TokenRow[] {
  const sections = JSON.parse(r.sections) as SectionTexts;
  const species = r.species ? r.species.split('；') : [];
  return seedTokenRows(DOC_KIND.MONOGRAPH, id, monographFacet(r.edition, r.category_id), monographDoc({ name: r.name, pinyin: r.pinyin, latinName: r.latin_name ?? null, aliases: JSON.parse(r.aliases) as string[], species, sections, checkItems: (JSON.parse(r.checks) as MonographCheck[]).map((c) => c.item) }));
}

/** Each standard's PDF, stored like an upload and recorded in upload_file; returns the file keys. */
async function storeStandardPdfs(db: Kysely<Database>, storage: FileStorage, standards: readonly StandardSeed[]): Promise<string[]> {
  const files = await Promise.all(standards.map((s) => standardPdfFile(s)));
  const keys = files.map(() => `${crypto.randomBytes(16).toString('base64url').slice(0, 22)}.pdf`);
  const sizes = await Promise.all(
    files.map(async (file, i) => {
      const temp = path.join(storage.tempDir(), `seed-${keys[i]}`);
      await copyPdf(file, temp);
      await storage.putFile(keys[i]!, temp);
      return (await fs.promises.stat(file)).size;
    }),
  );
  if (keys.length) {
    const now = nowIso();
    await db
      .insertInto('upload_file')
      .values(keys.map((file_key, i) => ({ file_key, mime: 'application/pdf', size: sizes[i]!, original_name: `${standards[i]!.standardNo}.pdf`, member_id: null, scene: 'seed', created_at: now })))
      .execute();
  }
  return keys;
}

/** Issue #7's pharmacopoeia and standards with their search tokens. Written once, when there are no categories yet. */
export async function seedLookup(db: Kysely<Database>, storage: FileStorage): Promise<void> {
  if (await db.selectFrom('pharmacopoeia_category').select('id').limit(1).executeTakeFirst()) return;
  const pdfKeys = await storeStandardPdfs(db, storage, STANDARDS);
  await db.transaction().execute(async (trx) => {
    const wanted = [...CATEGORIES, ...OTHER_VOLUMES.map((o) => [o.volume, o.category] as const)];
    const unique = [...new Map(wanted.map(([v, n]) => [`${v}:${n}`, [v, n] as const])).values()];
    const cats = await trx
      .insertInto('pharmacopoeia_category')
      .values(unique.map(([volume, name], i) => ({ volume, name, sort: i + 1 })))
      .returning(['id', 'volume', 'name'])
      .execute();
    const catId = (volume: number, name: string) => cats.find((c) => Number(c.volume) === volume && c.name === name)!.id;

    const rows: MonographInsert[] = [];
    for (const h of HERBS) rows.push(herbRow(h, 2020, catId(1, h.category)));
    for (const o of OTHER_VOLUMES) rows.push(otherRow(o, catId(o.volume, o.category)));
    for (const h of HERBS) if (h.edition2015) rows.push(herbRow({ ...h, ...h.edition2015 }, 2015, catId(1, h.edition2015.category ?? h.category)));
    const tokens: TokenRow[] = [];
    if (rows.length) {
      const ids = await trx.insertInto('pharmacopoeia_monograph').values(rows).returning('id').execute();
      ids.forEach(({ id }, i) => tokens.push(...monographTokens(id, rows[i]!)));
    }
    if (STANDARDS.length) {
      const ids = await trx
        .insertInto('quality_standard')
        .values(
          STANDARDS.map((s, i) => ({
            standard_no: s.standardNo,
            no_key: standardNoKey(s.standardNo),
            name_cn: s.nameCn,
            name_en: s.nameEn ?? null,
            level: s.level,
            issuer: s.issuer,
            issue_date: s.issueDate,
            implement_date: s.implementDate,
            abolish_date: s.abolishDate ?? null,
            scope: s.scope,
            replaces_no: s.replaces ?? null,
            replaces_key: s.replaces ? standardNoKey(s.replaces) : null,
            pdf_key: pdfKeys[i] ?? null,
            herbs: JSON.stringify(s.herbs ?? []),
          })),
        )
        .returning('id')
        .execute();
      ids.forEach(({ id }, i) => {
        const s = STANDARDS[i]!;
        const doc = standardDoc({ standardNo: s.standardNo, nameCn: s.nameCn, nameEn: s.nameEn ?? null, issuer: s.issuer, scope: s.scope, replacesNo: s.replaces ?? null, herbs: s.herbs ?? [] });
        tokens.push(...seedTokenRows(DOC_KIND.STANDARD, id, s.level, doc));
      });
    }
    await insertTokenRows(trx, tokens);
  });
}
