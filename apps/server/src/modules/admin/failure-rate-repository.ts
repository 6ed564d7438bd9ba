import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** One aggregate of judged tests: by test item, by herb, or by month. */
export interface TallyRow {
  dimension: 'item' | 'variety' | 'month';
  name: string;
  judged: number;
  failed: number;
}

/**
 * Issue #21: the platform's judged tests over the published results. A test is one sample × one
 * test item on an order's valid report; it is judged when at least one of its clauses (an element
 * of a list limit) was judged pass or fail, and it fails when any of them failed.
 */
export function createFailureRateRepository(db: Kysely<Database>) {
  return {
    /**
     * Tests reported from `sinceIso` on, tallied three ways in one pass (the tests materialised
     * once, then grouped by item, by herb and by month). `months` are [key, first instant as ISO]
     * in ascending order, the first at `sinceIso`: a test falls in the last month it reached.
     */
    async tally(sinceIso: string, months: readonly (readonly [key: string, startIso: string])[]): Promise<TallyRow[]> {
      const monthOf = sql<string>`case ${sql.join(
        [...months].reverse().map(([key, start]) => sql`when reported_at >= ${start} then ${key}`),
        sql` `,
      )} end`;
      const rows = await db
        .with(
          (cte) => cte('tests').materialized(),
          (qb) =>
            qb
              .selectFrom('report_result')
              .select([
                'item_name',
                'variety',
                monthOf.as('month'),
                sql<number>`max(case when judgement = 'fail' then 1 else 0 end)`.as('failed'),
              ])
              .where('is_current', '=', 1)
              .where('not_applicable', '=', 0)
              .where('judgement', 'in', ['pass', 'fail'])
              .where('reported_at', '>=', sinceIso)
              // One test: the clauses of one sample of one order item (one valid report per order).
              .groupBy(['order_item_id', 'sample_index', 'item_name', 'variety', 'reported_at']),
        )
        .selectFrom('tests')
        .select([sql<string>`'item'`.as('dimension'), 'item_name as name', (eb) => eb.fn.countAll<number>().as('judged'), (eb) => eb.fn.sum<number>('failed').as('failed')])
        .groupBy('item_name')
        .unionAll((eb) =>
          eb.selectFrom('tests').select([sql<string>`'variety'`.as('dimension'), 'variety as name', (e) => e.fn.countAll<number>().as('judged'), (e) => e.fn.sum<number>('failed').as('failed')]).groupBy('variety'),
        )
        .unionAll((eb) =>
          eb.selectFrom('tests').select([sql<string>`'month'`.as('dimension'), 'month as name', (e) => e.fn.countAll<number>().as('judged'), (e) => e.fn.sum<number>('failed').as('failed')]).groupBy('month'),
        )
        .execute();
      // Engines return counts as numbers or strings (PostgreSQL's bigint): Number() both.
      return rows.map((r) => ({ dimension: r.dimension as TallyRow['dimension'], name: r.name, judged: Number(r.judged), failed: Number(r.failed) }));
    },

    // ------------------------------------------------------------ the figures kept for every instance (issue #24)
    kept: (name: string) => db.selectFrom('shared_figures').select(['period', 'value', 'computed_at', 'recount_until']).where('name', '=', name).executeTakeFirst(),
    /** Keeps figures counted at `computedAt` unless newer ones are kept already; ends any recount lease. */
    async keep(name: string, row: { period: string; value: string; computed_at: string }): Promise<void> {
      await db
        .insertInto('shared_figures')
        .values({ name, ...row, recount_until: '' })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ period: row.period, value: row.value, computed_at: row.computed_at, recount_until: '' })
            .where('shared_figures.computed_at', '<=', row.computed_at),
        )
        .execute();
    },
    /** Takes the recount of kept figures for `until`, unless another instance holds it now: one conditional update, one winner. */
    async claimRecount(name: string, now: string, until: string): Promise<boolean> {
      const r = await db.updateTable('shared_figures').set({ recount_until: until }).where('name', '=', name).where('recount_until', '<=', now).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
