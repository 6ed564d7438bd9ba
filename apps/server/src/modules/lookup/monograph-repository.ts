import type { PageQuery } from '@tcm/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type MonographFilter, and, monographConds } from './filters';
import type { MonographFullRow, MonographRow } from './rows';

const COLUMNS = sql`m.id, m.code, m.edition, m.volume, m.category_id, c.name as category_name, m.name, m.pinyin, m.initial, m.latin_name, m.species, m.aliases`;

export function createMonographRepository(db: Kysely<Database>) {
  return {
    /** Every category of every volume with its monograph count in one edition. */
    async catalogue(edition: number) {
      const { rows } = await sql<{ id: number; volume: number; name: string; sort: number; n: number | string }>`
        select c.id, c.volume, c.name, c.sort, count(m.id) as n
        from pharmacopoeia_category c
        left join pharmacopoeia_monograph m on m.category_id = c.id and m.edition = ${edition}
        group by c.id, c.volume, c.name, c.sort
        order by c.volume, c.sort, c.id`.execute(db);
      return rows.map((r) => ({ ...r, n: Number(r.n) }));
    },

    /** The catalogue in pinyin order (a–z key, then id: the same on both engines). */
    async page(f: MonographFilter, q: PageQuery): Promise<{ rows: MonographRow[]; total: number }> {
      const where = and(monographConds(f));
      const [list, count] = await Promise.all([
        sql<MonographRow>`select ${COLUMNS} from pharmacopoeia_monograph m join pharmacopoeia_category c on c.id = m.category_id
          where ${where} order by m.pinyin_key, m.id limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`.execute(db),
        sql<{ n: number | string }>`select count(*) as n from pharmacopoeia_monograph m where ${where}`.execute(db),
      ]);
      return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
    },

    async byIds(ids: readonly number[], withText = false): Promise<MonographFullRow[]> {
      if (ids.length === 0) return [];
      const text = withText ? sql`, m.sections, m.checks` : sql``;
      const { rows } = await sql<MonographFullRow>`select ${COLUMNS}${text} from pharmacopoeia_monograph m
        join pharmacopoeia_category c on c.id = m.category_id where m.id in (${sql.join(ids)})`.execute(db);
      return rows;
    },

    async otherEditions(code: string, id: number) {
      return db.selectFrom('pharmacopoeia_monograph').select(['id', 'edition', 'sections', 'checks']).where('code', '=', code).where('id', '<>', id).orderBy('edition', 'desc').execute();
    },
  };
}
export type MonographRepository = ReturnType<typeof createMonographRepository>;
