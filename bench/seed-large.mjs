// Writes the large benchmark data set into a database, for a look at the data or a manual run.
//   node bench/seed-large.mjs                     new scratch SQLite dir under the OS temp dir
//   node bench/seed-large.mjs --data-dir ./data-bench --scale 0.1
//   DATABASE_URL=postgres://… node bench/seed-large.mjs
// Then e.g.: DATA_DIR=<dir> SEED_DEMO=false npm start
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importTs } from './lib/server-modules.mjs';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    scale: { type: 'string', default: process.env.BENCH_SCALE || '1' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('usage: node bench/seed-large.mjs [--data-dir DIR] [--scale N]   (DATABASE_URL selects PostgreSQL)');
  process.exit(0);
}

const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale <= 0) throw new Error(`--scale must be a positive number, got "${values.scale}"`);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(values['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-bench-data-')));

const { seedLargeDatabase } = await importTs('bench/generator/seed-large.ts');
const started = performance.now();
const result = await seedLargeDatabase({ dataDir, databaseUrl, scale, log: (line) => console.log(`  ${line}`) });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${result.engineVersion}: large data set written in ${seconds} s`);
console.log(databaseUrl ? `database: ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}` : `DATA_DIR=${dataDir}`);
