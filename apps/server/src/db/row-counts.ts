import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The lists migration 0026 counts; a key is the listed columns joined with '|'. */
export type CountedList = 'article' | 'product' | 'standard_issuer' | 'member' | 'company';

/**
 * The maintained counts of one list, as [key parts, rows]: a handful of rows (one per status and
 * category, say) that a list's total is summed from instead of counting its table.
 */
export async function rowCounts(db: Kysely<Database>, name: CountedList): Promise<{ key: string[]; n: number }[]> {
  const rows = await db.selectFrom('row_count').select(['key', 'n']).where('name', '=', name).where('n', '>', 0).execute();
  return rows.map((r) => ({ key: r.key.split('|'), n: Number(r.n) }));
}

/** The sum of the counts whose key parts all pass `match`. */
export async function sumRowCounts(db: Kysely<Database>, name: CountedList, match: (key: string[]) => boolean = () => true): Promise<number> {
  return (await rowCounts(db, name)).reduce((sum, r) => (match(r.key) ? sum + r.n : sum), 0);
}
