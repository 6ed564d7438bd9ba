import type { MonographCheck } from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import { type TokenRow, insertTokenRows, monographDoc, pinyinKey, standardDoc, tokenRows } from '../../apps/server/src/modules/search/indexer';
import { DOC_KIND, monographFacet } from '../../apps/server/src/modules/search/doc-kind';
import { standardNoKey } from '../../apps/server/src/modules/search/tokenizer';
import type { Database } from '../../apps/server/src/db/schema';
import type { PharmacopoeiaMonographTable, QualityStandardTable } from '../../apps/server/src/db/schema-lookup';
import type { BenchTable } from './bench-table';
import { DOSAGE_FORMS, HERBS, PROVINCES } from './chinese-text';
import { monographChecks, monographSections } from './monograph-text';
import type { Random } from './random';

/**
 * Issue #7's scale data: synthetic monographs and standards with their search tokens, 100,000
 * documents at scale 1. Names combine a province, a herb and a dosage form ("吉林人参饮片"), so a
 * two-character herb query matches about one document in sixty by name and more by body.
 */
const MONOGRAPHS = 80_000;
const STANDARDS = 20_000;
const CHUNK = 1_000;

/** Real Latin names and species for a few herbs, so the Latin queries of bench/search.mjs hit. */
const LATIN: Readonly<Record<string, [string, string]>> = {
  人参: ['Ginseng Radix et Rhizoma', 'Panax ginseng C. A. Mey.'],
  黄芪: ['Astragali Radix', 'Astragalus membranaceus (Fisch.) Bge.'],
  当归: ['Angelicae Sinensis Radix', 'Angelica sinensis (Oliv.) Diels'],
  三七: ['Notoginseng Radix et Rhizoma', 'Panax notoginseng (Burk.) F. H. Chen'],
  甘草: ['Glycyrrhizae Radix et Rhizoma', 'Glycyrrhiza uralensis Fisch.'],
  丹参: ['Salviae Miltiorrhizae Radix et Rhizoma', 'Salvia miltiorrhiza Bge.'],
};
const PARTS = ['干燥根', '干燥根和根茎', '干燥花蕾', '干燥成熟果实', '干燥全草', '干燥块茎'];
const EFFECTS = ['补气养血', '清热解毒', '活血化瘀', '健脾益气', '滋阴润燥', '祛风除湿', '安神益智', '疏肝理气'];
const CODES: readonly [string, number][] = [
  ['GB/T', 1],
  ['GB', 1],
  ['SB/T', 2],
  ['NY/T', 2],
  ['DB52/T', 3],
  ['T/CACM', 4],
  ['Q/BENCH', 5],
];
const TITLES = ['中药材商品规格等级 {h}', '地理标志产品 {p}{h}', '{h}种植技术规程', '{h}饮片质量标准', '{p}{h}产地加工技术规范'];

type Monograph = Insertable<PharmacopoeiaMonographTable>;

function monograph(rng: Random, i: number, categoryId: number): Monograph {
  const herb = rng.pick(HERBS);
  const form = rng.pick(DOSAGE_FORMS);
  const name = `${rng.pick(PROVINCES)}${herb}${form}`;
  const others = [rng.pick(HERBS), rng.pick(HERBS)];
  const [latin, species] = LATIN[herb] ?? [null, null];
  const sections = monographSections(rng, { herb, species, part: rng.pick(PARTS), effects: [rng.pick(EFFECTS), rng.pick(EFFECTS)], others, pieces: form === '饮片' });
  const pinyin = `Bench${i}`;
  const { key, initial } = pinyinKey(pinyin);
  return {
    code: `bench-${i}`,
    edition: i % 5 === 4 ? 2015 : 2020,
    volume: 1,
    category_id: categoryId,
    name,
    pinyin,
    pinyin_key: key,
    initial,
    latin_name: latin,
    species,
    aliases: JSON.stringify([]),
    sections: JSON.stringify(sections),
    checks: JSON.stringify(monographChecks(herb)),
  };
}

function standard(rng: Random, i: number): Insertable<QualityStandardTable> & { herb: string } {
  const [code, level] = CODES[i % CODES.length]!;
  const year = rng.int(2000, 2025);
  const herb = rng.pick(HERBS);
  const no = `${code} ${10_000 + i}-${year}`;
  const date = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  return {
    herb,
    standard_no: no,
    no_key: standardNoKey(no),
    name_cn: rng.pick(TITLES).replace('{h}', herb).replace('{p}', rng.pick(PROVINCES)),
    name_en: null,
    level,
    issuer: `${rng.pick(PROVINCES)}中药标准化技术委员会`,
    issue_date: date,
    implement_date: date,
    abolish_date: null,
    scope: `本标准规定了${herb}的术语和定义、技术要求、检验方法、检验规则及包装、标志、运输和贮存要求，适用于${rng.pick(PROVINCES)}产${herb}的生产、加工、流通和检验。`,
    replaces_no: null,
    replaces_key: null,
    pdf_key: null,
    herbs: JSON.stringify([herb]),
  };
}

/** Inserts documents in chunks inside one transaction, indexing each chunk with the ids it received. */
async function writeChunks<T>(db: Kysely<Database>, rows: number, make: (i: number) => T, write: (trx: Kysely<Database>, chunk: T[]) => Promise<TokenRow[]>) {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows; start += CHUNK) {
      const chunk = Array.from({ length: Math.min(CHUNK, rows - start) }, (_, k) => make(start + k));
      await insertTokenRows(trx, await write(trx, chunk));
    }
  });
}

export const lookupMonographBenchData: BenchTable = {
  table: 'pharmacopoeia_monograph',
  rowCount: (scale) => Math.max(1, Math.round(MONOGRAPHS * scale)),
  async generate({ db, rng, rows }) {
    const category = await db.selectFrom('pharmacopoeia_category').select('id').where('volume', '=', 1).orderBy('sort').executeTakeFirst();
    const categoryId = category?.id ?? (await db.insertInto('pharmacopoeia_category').values({ volume: 1, name: '药材和饮片', sort: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    await writeChunks(db, rows, (i) => monograph(rng, i, categoryId), async (trx, chunk) => {
      const ids = await trx.insertInto('pharmacopoeia_monograph').values(chunk).returning('id').execute();
      return ids.flatMap(({ id }, k) => {
        const m = chunk[k]!;
        const doc = monographDoc({ name: m.name, pinyin: m.pinyin, latinName: m.latin_name ?? null, aliases: [], species: m.species ? [m.species] : [], sections: JSON.parse(m.sections), checkItems: (JSON.parse(m.checks) as MonographCheck[]).map((c) => c.item) });
        return tokenRows(DOC_KIND.MONOGRAPH, id, monographFacet(m.edition, m.category_id), doc);
      });
    });
  },
};

export const lookupStandardBenchData: BenchTable = {
  table: 'quality_standard',
  rowCount: (scale) => Math.max(1, Math.round(STANDARDS * scale)),
  async generate({ db, rng, rows }) {
    await writeChunks(db, rows, (i) => standard(rng, i), async (trx, chunk) => {
      const ids = await trx.insertInto('quality_standard').values(chunk.map(({ herb: _, ...row }) => row)).returning('id').execute();
      return ids.flatMap(({ id }, k) => {
        const s = chunk[k]!;
        const doc = standardDoc({ standardNo: s.standard_no, nameCn: s.name_cn, nameEn: null, issuer: s.issuer, scope: s.scope, replacesNo: null, herbs: [s.herb] });
        return tokenRows(DOC_KIND.STANDARD, id, s.level, doc);
      });
    });
  },
};
