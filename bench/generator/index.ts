import { type Kysely, sql } from 'kysely';
import { engineOf } from '../../apps/server/src/db/dialect';
import type { Database } from '../../apps/server/src/db/schema';
import { addressBenchData } from './addresses';
import type { BenchTable } from './bench-table';
import { articleBenchData, newsFlashBenchData, noticeBenchData } from './content';
import { dictionaryBenchData } from './dictionary';
import { memberBenchData } from './members';
import { INSTITUTION_BENCH_TABLES } from './institutions';
import { ORDER_BENCH_TABLES } from './orders';
import { PRODUCT_BENCH_TABLES } from './products';
import { orderReportBenchData, reportResultBenchData } from './reports';
import { orderSampleBenchData } from './samples';
import { orderMessageAttachmentBenchData, orderMessageBenchData } from './order-messages';
import { invoiceBenchData, invoiceTitleBenchData } from './invoices';
import { orderResultBenchData, orderResultSheetBenchData } from './results';
import { lookupMonographBenchData, lookupStandardBenchData } from './lookup';
import { createRandom, seedOf } from './random';
import { SECURITY_BENCH_TABLES } from './security';
import { NOTIFICATION_BENCH_TABLES } from './notifications';
import { PAYMENT_BENCH_TABLES } from './payments';

/**
 * Every table of the large benchmark data set, in insertion order: a table comes after the
 * tables its rows refer to. Each issue that adds a table appends its module here.
 */
export const BENCH_TABLES: readonly BenchTable[] = [
  dictionaryBenchData,
  memberBenchData,
  articleBenchData,
  noticeBenchData,
  newsFlashBenchData,
  lookupMonographBenchData, lookupStandardBenchData,
  ...INSTITUTION_BENCH_TABLES,
  ...ORDER_BENCH_TABLES,
  orderSampleBenchData,
  orderResultBenchData,
  orderResultSheetBenchData,
  orderReportBenchData,
  reportResultBenchData,
  addressBenchData,
  orderMessageBenchData,
  orderMessageAttachmentBenchData,
  invoiceBenchData,
  invoiceTitleBenchData,
  ...PRODUCT_BENCH_TABLES,
  ...SECURITY_BENCH_TABLES,
  ...NOTIFICATION_BENCH_TABLES,
  ...PAYMENT_BENCH_TABLES];

export interface BenchDataOptions {
  /** 1 = the issue's figures; 0.01 for a quick try. */
  scale?: number;
  log?: (line: string) => void;
}

export interface BenchTableResult {
  table: string;
  rows: number;
  /** false: the table already held that many rows, nothing was written. */
  written: boolean;
  ms: number;
}

async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Fills a migrated database with the large, deterministic data set the benchmarks run against.
 * Running it twice writes nothing the second time (each table is skipped once it is full).
 */
export async function generateBenchData(
  db: Kysely<Database>,
  { scale = 1, log = () => {} }: BenchDataOptions = {},
): Promise<BenchTableResult[]> {
  const engine = engineOf(db);
  const results: BenchTableResult[] = [];
  for (const module of BENCH_TABLES) {
    const rows = module.rowCount(scale);
    const started = performance.now();
    const existing = await countRows(db, module.table);
    const written = existing < rows;
    if (written) {
      await module.generate({ db, engine, rows, rng: createRandom(seedOf(module.table)) });
    }
    const ms = Math.round(performance.now() - started);
    log(`${module.table}: ${written ? `${rows.toLocaleString('en-US')} rows in ${ms} ms` : `already ${existing} rows, skipped`}`);
    results.push({ table: module.table, rows, written, ms });
  }
  return results;
}
