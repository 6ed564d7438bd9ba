import type { PageQuery } from '@tcm/shared';
import { type Kysely, sql } from 'kysely';
import { rowCounts } from '../../db/row-counts';
import type { Database } from '../../db/schema';
import { type StandardFilter, and, standardConds } from './filters';
import type { StandardRow } from './rows';

export function createStandardRepository(db: Kysely<Database>) {
  return {
    /** Newest in force first: implementation date, then id, descending. */
    async page(f: StandardFilter, q: PageQuery): Promise<{ rows: StandardRow[]; total: number }> {
      const where = and(standardConds(f));
      const [list, count] = await Promise.all([
        sql<StandardRow>`select s.* from quality_standard s where ${where}
          order by s.implement_date desc, s.id desc limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`.execute(db),
        sql<{ n: number | string }>`select count(*) as n from quality_standard s where ${where}`.execute(db),
      ]);
      return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
    },

    async byIds(ids: readonly number[]): Promise<StandardRow[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('quality_standard').selectAll().where('id', 'in', [...ids]).execute();
    },

    /** The standard a number points at: exactly, or — a number without year — its latest edition. */
    async byNumber(noKey: string, exceptId: number): Promise<StandardRow | undefined> {
      const exact = await db.selectFrom('quality_standard').selectAll().where('no_key', '=', noKey).where('id', '<>', exceptId).executeTakeFirst();
      if (exact || noKey.includes('-')) return exact;
      return db
        .selectFrom('quality_standard')
        .selectAll()
        .where('no_key', 'like', `${noKey}-%`)
        .where('id', '<>', exceptId)
        .orderBy('issue_date', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** The standard that names this one (with or without its year) as the one it replaces. */
    async replacing(noKey: string, id: number): Promise<StandardRow | undefined> {
      const keys = [noKey, noKey.replace(/-\d{4}$/, '')];
      return db.selectFrom('quality_standard').selectAll().where('replaces_key', 'in', keys).where('id', '<>', id).orderBy('issue_date', 'desc').orderBy('id', 'desc').executeTakeFirst();
    },

    /** Every issuer with its number of standards: the maintained counts (row_count, issue #18), not a GROUP BY of the table. */
    async issuers(): Promise<{ issuer: string; count: number }[]> {
      const rows = await rowCounts(db, 'standard_issuer');
      // Sorted here: Chinese collation differs between the engines and their locales.
      return rows.map((r) => ({ issuer: r.key.join('|'), count: r.n })).sort((a, b) => b.count - a.count || (a.issuer < b.issuer ? -1 : a.issuer > b.issuer ? 1 : 0));
    },
  };
}
export type StandardRepository = ReturnType<typeof createStandardRepository>;
