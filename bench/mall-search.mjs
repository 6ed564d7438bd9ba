// The mall's and the news' keyword searches on the bench data (issue #18), through their repositories,
// beside the LIKE '%…%' scan the mall ran before its token index (migration 0027), in the same run.
// node bench/mall-search.mjs; BENCH_DB=sqlite|postgres (postgres: BENCH_DATABASE_URL, an empty
// database to fill), BENCH_SCALE=1 (200,000 products, 100,000 articles), BENCH_RUNS=30 per query.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixed, markdownTable } from './lib/format.mjs';
import { importTs } from './lib/server-modules.mjs';

const RUNS = Math.max(5, Number(process.env.BENCH_RUNS || 30));
const SCALE = Number(process.env.BENCH_SCALE || 1);
const ENGINE = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
const MALL = ['黄芪', '饮片', '片', '甘肃', '黄芪饮片', '统货', '不存在的产品'];
const NEWS = ['质量', '人参', '人参皂苷', '不存在的词'];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(fn) {
  for (let i = 0; i < 3; i += 1) await fn();
  const ms = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b);
}

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
const { createProductRepository } = await importTs('apps/server/src/modules/products/repository.ts');
const { createArticleRepository } = await importTs('apps/server/src/modules/content/article-repository.ts');
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
  const products = createProductRepository(db);
  const articles = createArticleRepository(db);
  const rows = [];
  for (const keyword of MALL) {
    const { total } = await products.page({ goodsStatus: 2, keyword }, 'listed', 12, 0);
    const search = await timed(() => products.page({ goodsStatus: 2, keyword }, 'listed', 12, 0));
    const deep = await timed(() => products.page({ goodsStatus: 2, keyword }, 'listed', 12, 120));
    const like = await timed(() => oldMallSearch(sql, db, keyword));
    rows.push(['mall', keyword, String(total), fixed(percentile(search, 50), 2), fixed(percentile(search, 95), 2), fixed(percentile(deep, 95), 2), fixed(percentile(like, 50), 1), fixed(percentile(like, 95), 1)]);
  }
  for (const keyword of NEWS) {
    const { total } = await articles.page({ keyword }, { pageNum: 1, pageSize: 10 });
    const search = await timed(() => articles.page({ keyword }, { pageNum: 1, pageSize: 10 }));
    const deep = await timed(() => articles.page({ keyword }, { pageNum: 11, pageSize: 10 }));
    rows.push(['news', keyword, String(total), fixed(percentile(search, 50), 2), fixed(percentile(search, 95), 2), fixed(percentile(deep, 95), 2), '', '']);
  }
  console.log(`\n${ENGINE}, scale ${SCALE}, ${RUNS} runs per query (ms)\n`);
  console.log(markdownTable(['search', 'keyword', 'total', 'p50', 'p95', 'page 11 p95', 'old LIKE p50', 'old LIKE p95'], rows));
} finally {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
