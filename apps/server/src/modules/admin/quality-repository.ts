import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, ilike } from '../../lib/sql-like';

/** Quality-inspection applications from /examine. Takes a transaction. */
export function createAdminQualityRepository(db: Kysely<Database>) {
  const filtered = (f: { status?: number; keyword?: string }) => {
    let q = db.selectFrom('quality_info').leftJoin('sys_member', 'sys_member.id', 'quality_info.member_id');
    if (f.status) q = q.where('quality_info.status', '=', f.status);
    if (f.keyword) {
      const p = containsPattern(f.keyword);
      q = q.where((eb) =>
        eb.or(['quality_info.sample_name', 'quality_info.purpose', 'quality_info.contact_name', 'quality_info.contact_phone', 'quality_info.company_name'].map((c) => ilike(eb.ref(c as 'quality_info.sample_name'), p))),
      );
    }
    return q;
  };
  return {
    async page(f: { status?: number; keyword?: string }, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        filtered(f)
          .selectAll('quality_info')
          .select('sys_member.user_account')
          .orderBy('quality_info.created_at', 'desc')
          .orderBy('quality_info.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        filtered(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    find(id: number) {
      return db.selectFrom('quality_info').select(['id', 'status', 'sample_name']).where('id', '=', id).executeTakeFirst();
    },
    /** Moves it only from the status the caller saw: false when someone else moved it first. */
    async mark(id: number, from: number, to: number, note: string | null, at: string): Promise<boolean> {
      const r = await db.updateTable('quality_info').set({ status: to, note, handled_at: at }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
