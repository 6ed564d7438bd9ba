import type { Kysely } from 'kysely';
import type { EngineName } from '../../apps/server/src/db/dialect';
import type { Database } from '../../apps/server/src/db/schema';
import type { Random } from './random';

export interface BenchTableContext {
  db: Kysely<Database>;
  engine: EngineName;
  /** This table's own seeded stream: adding a table never changes another table's rows. */
  rng: Random;
  /** How many rows to write (rowCount(scale)). */
  rows: number;
}

/**
 * One table's share of the large benchmark data set. Each issue that adds a table adds one
 * module like ./dictionary.ts and registers it in ./index.ts after the tables it refers to.
 */
export interface BenchTable {
  /** The table it fills: the generator skips it when the table already holds rowCount rows. */
  table: keyof Database;
  /** Rows at the given scale (1 = the figures: 100,000 articles, 1,000,000 orders …). */
  rowCount(scale: number): number;
  /** Writes the rows, normally with insertBatched(); may first read ids of earlier tables. */
  generate(ctx: BenchTableContext): Promise<void>;
}
