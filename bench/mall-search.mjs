// The mall's and the news' keyword searches on the bench data (issue #18), through their repositories,
// beside the LIKE '%…%' scan the mall ran before its token index (migration 0027), in the same run.
// node bench/mall-search.mjs; BENCH_DB=sqlite|postgres (postgres: BENCH_DATABASE_URL, an empty
// database to fill), BENCH_SCALE=1 (200,000 products, 100,000 articles), BENCH_RUNS=30 per query.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixed, markdownTable } from './lib/format.mjs';
import { measureKeywordSearches, percentile, timed } from './lib/keyword-search.mjs';
import { importTs } from './lib/server-modules.mjs';

const RUNS = Math.max(5, Number(process.env.BENCH_RUNS || 30));
const SCALE = Number(process.env.BENCH_SCALE || 1);
const ENGINE = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';

/** The mall's keyword search before the index: LIKE over three columns, its page and its full count. */
function oldMallSearch(sql, db, keyword) {
  const p = `%${keyword.toLowerCase()}%`;
  const where = sql`p.goods_status = 2 and (lower(p.name) like ${p} or lower(p.origin) like ${p} or lower(p.specification) like ${p})`;
  return Promise.all([
    sql`select p.id from publish_product p where ${where} order by p.listed_at desc, p.id desc limit 12`.execute(db),
    sql`select count(*) as n from publish_product p where ${where}`.execute(db),
  ]);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-bench-mall-'));
const { openDatabase } = await importTs('apps/server/src/db/database.ts');
const { migrateToLatest } = await importTs('apps/server/src/db/migrate.ts');
const { seedDemo } = await importTs('apps/server/src/db/seed/index.ts');
const { createDiskStorage } = await importTs('apps/server/src/modules/files/storage.ts');
const { productBenchData } = await importTs('bench/generator/products.ts');
const { articleBenchData } = await importTs('bench/generator/content.ts');
const { createRandom, seedOf } = await importTs('bench/generator/random.ts');
const { sql } = await import('kysely');
const { db } = openDatabase({ dataDir, databaseUrl: ENGINE === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined });
try {
  await migrateToLatest(db);
  await seedDemo(db, createDiskStorage(path.join(dataDir, 'uploads')));
  for (const module of [productBenchData, articleBenchData]) {
    const rows = module.rowCount(SCALE);
    const started = performance.now();
    await module.generate({ db, engine: ENGINE, rows, rng: createRandom(seedOf(module.table)) });
    console.log(`[${ENGINE}] ${module.table}: ${rows.toLocaleString('en-US')} rows (and their tokens) in ${fixed((performance.now() - started) / 1000, 1)} s`);
  }
  if (ENGINE === 'postgres') await sql`vacuum analyze`.execute(db);
  const searches = await measureKeywordSearches(db, RUNS);
  const rows = [];
  for (const r of searches) {
    const like = r.search === 'mall' ? await timed(() => oldMallSearch(sql, db, r.keyword), RUNS) : null;
    const cells = like ? [fixed(percentile(like, 50), 1), fixed(percentile(like, 95), 1)] : ['', ''];
    rows.push([r.search, r.keyword, String(r.total), fixed(r.p50, 2), fixed(r.p95, 2), fixed(r.deepP95, 2), ...cells]);
  }
  console.log(`\n${ENGINE}, scale ${SCALE}, ${RUNS} runs per query (ms)\n`);
  console.log(markdownTable(['search', 'keyword', 'total', 'p50', 'p95', 'page 11 p95', 'old LIKE p50', 'old LIKE p95'], rows));
} finally {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
