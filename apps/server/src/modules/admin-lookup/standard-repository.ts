import type { StandardState } from '@tcm/shared';
import { type Insertable, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { QualityStandardTable } from '../../db/schema-lookup';
import { containsPattern } from '../../lib/sql-like';
import { and, standardConds } from '../lookup/filters';
import type { StandardRow } from '../lookup/rows';

export type StandardWrite = Omit<Insertable<QualityStandardTable>, 'id'>;

/** The console's standards: SQL only; takes a transaction. */
export function createAdminStandardRepository(db: Kysely<Database>) {
  const byId = (id: number) => db.selectFrom('quality_standard').selectAll().where('id', '=', id);
  return {
    /** Newest implementation first, as the public list; keyword in the number or either title. */
    async page(f: { today: string; level?: number; state?: StandardState; keyword?: string }, limit: number, offset: number) {
      const conds = standardConds({ today: f.today, level: f.level, state: f.state });
      if (f.keyword) {
        const p = containsPattern(f.keyword);
        conds.push(sql<SqlBool>`(lower(s.standard_no) like ${p} escape '\\' or lower(s.name_cn) like ${p} escape '\\' or lower(coalesce(s.name_en, '')) like ${p} escape '\\')`);
      }
      const where = and(conds);
      const [list, count] = await Promise.all([
        sql<StandardRow>`select s.* from quality_standard s where ${where} order by s.implement_date desc, s.id desc limit ${limit} offset ${offset}`.execute(db),
        sql<{ n: number | string }>`select count(*) as n from quality_standard s where ${where}`.execute(db),
      ]);
      return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
    },

    find: (id: number): Promise<StandardRow | undefined> => byId(id).executeTakeFirst(),

    /** Another standard with this number (compared without spaces, slashes or case). */
    sameNumber: (noKey: string, exceptId: number) =>
      db.selectFrom('quality_standard').select(['id', 'standard_no']).where('no_key', '=', noKey).where('id', '<>', exceptId).executeTakeFirst(),

    /** The standard that names this number (with or without its year) as the one it replaces. */
    replacerOf(noKey: string, exceptId: number): Promise<StandardRow | undefined> {
      const keys = [...new Set([noKey, noKey.replace(/-\d{4}$/, '')])];
      return db.selectFrom('quality_standard').selectAll().where('replaces_key', 'in', keys).where('id', '<>', exceptId).orderBy('issue_date', 'desc').orderBy('id', 'desc').executeTakeFirst();
    },

    async insert(row: StandardWrite): Promise<number> {
      const { id } = await db.insertInto('quality_standard').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },

    async update(id: number, row: Partial<StandardWrite>): Promise<void> {
      await db.updateTable('quality_standard').set(row).where('id', '=', id).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('quality_standard').where('id', '=', id).execute();
    },

    /** True when `key` is a PDF this member uploaded itself through /api/uploadFile. */
    async isOwnPdf(memberId: number, key: string): Promise<boolean> {
      const row = await db
        .selectFrom('upload_file')
        .select('file_key')
        .where('file_key', '=', key)
        .where('member_id', '=', memberId)
        .where('scene', '=', 'member')
        .where('mime', '=', 'application/pdf')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type AdminStandardRepository = ReturnType<typeof createAdminStandardRepository>;
