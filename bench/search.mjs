// `npm run bench:search`: the lookup search (issue #7) on 100,000 synthetic monographs and standards.
// Seeds a scratch database per engine (SQLite, and PostgreSQL when its binaries exist), runs a fixed
// query mix through the search service, and the same queries as a plain LIKE '%…%' scan over the
// same rows, in the same run. Prints p50/p95 per query type and the scan/search ratio.
// BENCH_DB=sqlite|postgres|both, BENCH_SCALE=1 (0.05 for a quick try), BENCH_RUNS=30 per query.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { fixed, markdownTable } from './lib/format.mjs';
import { importTs } from './lib/server-modules.mjs';
import { settings } from './lib/settings.mjs';

const RUNS = Math.max(5, Number(process.env.BENCH_RUNS || 30));
const WARMUP = 3;

/** The query mix of the issue: each type several queries, each query RUNS times. */
const MIX = {
  两字词: ['人参', '黄芪', '当归', '丹参'],
  四字词: ['人参饮片', '当归颗粒', '冬虫夏草', '吉林人参'],
  全拼: ['renshen', 'huangqi', 'danggui'],
  首字母: ['rs', 'hq', 'dg'],
  拉丁名: ['Ginseng Radix et Rhizoma', 'Astragali Radix', 'Panax ginseng'],
  标准号: ['GB/T 10000', 'T/CACM 10005', 'SB/T 19506'],
  无结果: ['量子纠缠', 'xyzzyq'],
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(fn) {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const ms = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  return ms;
}

/** The scan a search without an index would run: every searchable text column, LIKE '%q%', first page. */
function likeScan(sql, db, q) {
  const pattern = `%${q}%`;
  return sql`
    select 1 as kind, id from pharmacopoeia_monograph
    where edition = 2020 and (name like ${pattern} or pinyin like ${pattern} or latin_name like ${pattern}
      or species like ${pattern} or aliases like ${pattern} or sections like ${pattern})
    union all
    select 2 as kind, id from quality_standard
    where standard_no like ${pattern} or name_cn like ${pattern} or name_en like ${pattern} or scope like ${pattern}
    order by kind, id limit 10`.execute(db);
}

async function benchEngine(engine, scale) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-bench-search-'));
  const postgres = engine === 'postgres' ? await startPostgres({ fsync: false }) : null;
  const { openDatabase } = await importTs('apps/server/src/db/database.ts');
  const { migrateToLatest } = await importTs('apps/server/src/db/migrate.ts');
  const { seedLookup } = await importTs('apps/server/src/db/seed/lookup/seed.ts');
  const { createDiskStorage } = await importTs('apps/server/src/modules/files/storage.ts');
  const { lookupMonographBenchData, lookupStandardBenchData } = await importTs('bench/generator/lookup.ts');
  const { createRandom, seedOf } = await importTs('bench/generator/random.ts');
  const { createLookupServices } = await importTs('apps/server/src/modules/lookup/wiring.ts');
  const { lookupSearchQuerySchema } = await importTs('packages/shared/src/index.ts');
  const { sql } = await import('kysely');
  const { db } = openDatabase({ dataDir, databaseUrl: postgres?.url });
  try {
    await migrateToLatest(db);
    await seedLookup(db, createDiskStorage(path.join(dataDir, 'uploads')));
    let documents = 0;
    for (const module of [lookupMonographBenchData, lookupStandardBenchData]) {
      const rows = module.rowCount(scale);
      const started = performance.now();
      await module.generate({ db, engine, rows, rng: createRandom(seedOf(module.table)) });
      documents += rows;
      console.log(`[${engine}] ${module.table}: ${rows.toLocaleString('en-US')} rows in ${fixed((performance.now() - started) / 1000, 1)} s`);
    }
    if (engine === 'postgres') await sql`vacuum analyze`.execute(db);
    const tokens = await sql`select count(*) as n from lookup_token`.execute(db);
    console.log(`[${engine}] ${documents.toLocaleString('en-US')} synthetic documents, ${Number(tokens.rows[0].n).toLocaleString('en-US')} index rows`);
    // The scan's cost grows with the text it reads: the synthetic rows carry every section, as the seeded ones do.
    const shape = await sql`select code like 'bench-%' as bench, avg(length(sections)) as chars from pharmacopoeia_monograph group by code like 'bench-%'`.execute(db);
    const chars = (bench) => Math.round(Number(shape.rows.find((r) => Boolean(Number(r.bench)) === bench)?.chars ?? 0));
    console.log(`[${engine}] sections per monograph: ${chars(true)} characters on average (the seeded monographs: ${chars(false)})`);
    const { lookup } = createLookupServices(db, { now: () => Date.now() });
    const rows = [];
    for (const [type, queries] of Object.entries(MIX)) {
      const search = [];
      const scan = [];
      let hits = 0;
      for (const q of queries) {
        const query = lookupSearchQuerySchema.parse({ q });
        hits += (await lookup.search(query)).total;
        search.push(...(await timed(() => lookup.search(query))));
        scan.push(...(await timed(() => likeScan(sql, db, q))));
      }
      search.sort((a, b) => a - b);
      scan.sort((a, b) => a - b);
      const [s50, s95, l50, l95] = [percentile(search, 50), percentile(search, 95), percentile(scan, 50), percentile(scan, 95)];
      rows.push([type, String(Math.round(hits / queries.length)), fixed(s50, 2), fixed(s95, 2), fixed(l50, 1), fixed(l95, 1), `${fixed(l50 / s50, 0)}×`]);
    }
    console.log(`\n${engine}: ${documents.toLocaleString('en-US')} documents, ${RUNS} runs per query (ms)\n`);
    console.log(markdownTable(['query type', 'hits (avg)', 'search p50', 'search p95', 'LIKE p50', 'LIKE p95', 'LIKE/search p50'], rows));
  } finally {
    await db.destroy();
    postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const engine of settings.engines) await benchEngine(engine, settings.scale);
