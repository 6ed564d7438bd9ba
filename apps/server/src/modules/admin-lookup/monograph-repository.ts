import { type Expression, type Insertable, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { PharmacopoeiaMonographTable } from '../../db/schema-lookup';
import { containsPattern } from '../../lib/sql-like';
import { and } from '../lookup/filters';
import type { MonographFullRow } from '../lookup/rows';

export type MonographWrite = Omit<Insertable<PharmacopoeiaMonographTable>, 'id'>;
export interface MonographListFilter {
  edition?: number;
  volume?: number;
  categoryId?: number;
  keyword?: string;
}

const COLUMNS = sql`m.id, m.code, m.edition, m.volume, m.category_id, c.name as category_name, m.name, m.pinyin, m.initial, m.latin_name, m.species, m.aliases, m.sections, m.checks`;

/** The console's monographs: SQL only; takes a transaction. */
export function createAdminMonographRepository(db: Kysely<Database>) {
  return {
    /** In pinyin order, as the public catalogue; keyword in the name, pinyin or Latin name. */
    async page(f: MonographListFilter, limit: number, offset: number): Promise<{ rows: MonographFullRow[]; total: number }> {
      const c: Expression<SqlBool>[] = [];
      if (f.edition !== undefined) c.push(sql<SqlBool>`m.edition = ${f.edition}`);
      if (f.volume !== undefined) c.push(sql<SqlBool>`m.volume = ${f.volume}`);
      if (f.categoryId !== undefined) c.push(sql<SqlBool>`m.category_id = ${f.categoryId}`);
      if (f.keyword) {
        const p = containsPattern(f.keyword);
        c.push(sql<SqlBool>`(lower(m.name) like ${p} escape '\\' or lower(m.pinyin) like ${p} escape '\\' or lower(coalesce(m.latin_name, '')) like ${p} escape '\\')`);
      }
      const where = and(c);
      const [list, count] = await Promise.all([
        sql<MonographFullRow>`select ${COLUMNS} from pharmacopoeia_monograph m join pharmacopoeia_category c on c.id = m.category_id
          where ${where} order by m.pinyin_key, m.edition desc, m.id limit ${limit} offset ${offset}`.execute(db),
        sql<{ n: number | string }>`select count(*) as n from pharmacopoeia_monograph m where ${where}`.execute(db),
      ]);
      return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
    },

    async find(id: number): Promise<MonographFullRow | undefined> {
      const { rows } = await sql<MonographFullRow>`select ${COLUMNS} from pharmacopoeia_monograph m join pharmacopoeia_category c on c.id = m.category_id where m.id = ${id}`.execute(db);
      return rows[0];
    },

    categories: () => db.selectFrom('pharmacopoeia_category').select(['id', 'volume', 'name']).orderBy('volume').orderBy('sort').execute(),

    /** Monographs of one edition by name: what an import row or a new monograph would collide with. */
    byNames: (edition: number, names: readonly string[]) =>
      names.length ? db.selectFrom('pharmacopoeia_monograph').select(['id', 'name', 'checks']).where('edition', '=', edition).where('name', 'in', [...names]).execute() : Promise.resolve([]),

    /** The code another edition of this drug (same name) already carries, so both editions pair up. */
    codeOfName: (name: string, edition: number) =>
      db.selectFrom('pharmacopoeia_monograph').select('code').where('name', '=', name).where('edition', '<>', edition).orderBy('edition', 'desc').executeTakeFirst(),

    /** Codes in one edition starting with `base`: what a new code must avoid. */
    async codesLike(base: string, edition: number): Promise<Set<string>> {
      const rows = await db.selectFrom('pharmacopoeia_monograph').select('code').where('edition', '=', edition).where('code', 'like', `${base}%`).execute();
      return new Set(rows.map((r) => r.code));
    },

    async insert(row: MonographWrite): Promise<number> {
      const { id } = await db.insertInto('pharmacopoeia_monograph').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },

    async update(id: number, row: Partial<MonographWrite>): Promise<void> {
      await db.updateTable('pharmacopoeia_monograph').set(row).where('id', '=', id).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('pharmacopoeia_monograph').where('id', '=', id).execute();
    },
  };
}
export type AdminMonographRepository = ReturnType<typeof createAdminMonographRepository>;
