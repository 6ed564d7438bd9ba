import { EVALUATION_AUDIT_STATUS, GOODS_STATUS, MEMBER_INFO_STATUS, SETTLEMENT_STATUS, TURNOVER_ORDER_STATUSES } from '@tcm/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type CountRow = { n: number | string | bigint };
const count = async (q: Promise<CountRow>) => Number((await q).n);

/** Platform figures, each one aggregate query (engines return counts as numbers or strings: Number() both). */
export function createDashboardRepository(db: Kysely<Database>) {
  return {
    async ordersByStatus(): Promise<Map<number, number>> {
      const rows = await db.selectFrom('order_info').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },
    async turnoverFen(): Promise<number> {
      const r = await db
        .selectFrom('order_info')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_fen'), eb.lit(0)).as('n'))
        .where('status', 'in', [...TURNOVER_ORDER_STATUSES])
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** Sign-ups per UTC hour since `sinceIso` (hours, so the caller can regroup them into Beijing days). */
    async membersPerHour(sinceIso: string): Promise<{ hour: string; n: number }[]> {
      const hour = sql<string>`substr(created_at, 1, 13)`;
      const rows = await db.selectFrom('sys_member').select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('n')]).where('created_at', '>=', sinceIso).groupBy(hour).execute();
      return rows.map((r) => ({ hour: r.hour, n: Number(r.n) }));
    },
    /** Orders placed per UTC hour since `sinceIso`, and the turnover among them (regrouped by the caller into Beijing months). */
    async ordersPerHour(sinceIso: string): Promise<{ hour: string; n: number; turnoverFen: number }[]> {
      const hour = sql<string>`substr(created_at, 1, 13)`;
      const turnover = sql<number>`sum(case when status in (${sql.join([...TURNOVER_ORDER_STATUSES])}) then total_fen else 0 end)`;
      const rows = await db
        .selectFrom('order_info')
        .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('n'), turnover.as('turnover')])
        .where('created_at', '>=', sinceIso)
        .groupBy(hour)
        .execute();
      return rows.map((r) => ({ hour: r.hour, n: Number(r.n), turnoverFen: Number(r.turnover) }));
    },
    async institutions(): Promise<{ listed: number; total: number }> {
      const rows = await db.selectFrom('institution').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
      const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
      return { listed: Number(rows.find((r) => r.status === 1)?.n ?? 0), total };
    },
    async pending() {
      const [settlements, realNames, evaluations, qualityInfos, products] = await Promise.all([
        count(db.selectFrom('settle_application').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', SETTLEMENT_STATUS.PENDING).executeTakeFirstOrThrow()),
        count(db.selectFrom('sys_member').select((eb) => eb.fn.countAll<number>().as('n')).where('info_status', '=', MEMBER_INFO_STATUS.PENDING_REVIEW).executeTakeFirstOrThrow()),
        count(db.selectFrom('order_evaluation').select((eb) => eb.fn.countAll<number>().as('n')).where('audit_status', '=', EVALUATION_AUDIT_STATUS.PENDING).executeTakeFirstOrThrow()),
        count(db.selectFrom('quality_info').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 1).executeTakeFirstOrThrow()),
        count(db.selectFrom('publish_product').select((eb) => eb.fn.countAll<number>().as('n')).where('goods_status', '=', GOODS_STATUS.IN_REVIEW).executeTakeFirstOrThrow()),
      ]);
      return { settlements, realNames, evaluations, qualityInfos, products };
    },
  };
}
