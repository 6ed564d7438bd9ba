import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { BOOKKEEPING_TABLES } from './table-counts';

/**
 * A cheap fingerprint of every application table, in one query: its row count, the latest
 * `updated_at`, and the sum of each integer column that is not a key (statuses, versions, view
 * counts, failure counters). Counting rows alone misses an update; a status move, a counter bump or
 * a touched `updated_at` changes one of these. Text edits that touch no such column go unseen —
 * every write path of ours sets `updated_at` where the table has one.
 */
interface Plan {
  table: string;
  measures: { label: string; expr: ReturnType<typeof sql> }[];
}

const INTEGER = /^(int|integer|int2|int4|int8|smallint|bigint)$/i;
const isKey = (column: string) => column === 'id' || column.endsWith('_id');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fingerprints whatever tables exist today
const plans = new WeakMap<Kysely<any>, Plan[]>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function planOf(db: Kysely<any>): Promise<Plan[]> {
  const known = plans.get(db);
  if (known) return known;
  const tables = (await db.introspection.getTables()).filter((t) => !t.name.startsWith('kysely_') && !BOOKKEEPING_TABLES.includes(t.name)).sort((a, b) => a.name.localeCompare(b.name));
  const plan = tables.map((t) => {
    const measures = [{ label: 'rows', expr: sql`count(*)` }];
    for (const c of t.columns) {
      if (c.name === 'updated_at') measures.push({ label: 'max(updated_at)', expr: sql`max(${sql.ref(c.name)})` });
      else if (INTEGER.test(c.dataType) && !isKey(c.name)) measures.push({ label: `sum(${c.name})`, expr: sql`sum(${sql.ref(c.name)})` });
    }
    return { table: t.name, measures };
  });
  plans.set(db, plan);
  return plan;
}

/** `{ "order_info.sum(status)": "123", … }`, compared before and after a call. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function tableFingerprints(db: Kysely<any>): Promise<Record<string, string>> {
  const plan = await planOf(db);
  const columns: ReturnType<typeof sql>[] = [];
  const labels: string[] = [];
  for (const { table, measures } of plan) {
    const alias = `f${labels.length}`;
    const list = sql.join(
      measures.map((m) => sql`coalesce(cast(${m.expr} as varchar(64)), '-')`),
      sql` || '|' || `,
    );
    columns.push(sql`(select ${list} from ${sql.table(table)}) as ${sql.ref(alias)}`);
    labels.push(`${table}[${measures.map((m) => m.label).join('|')}]`);
  }
  const row = (await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(db)).rows[0] ?? {};
  return Object.fromEntries(labels.map((label, i) => [label, String(row[`f${i}`])]));
}
