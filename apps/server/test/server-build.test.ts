import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationFileList } from '../src/db/migration-files';
import { PRODUCTION_SETTINGS, freePort, startServer } from './helpers/server-process';
import { createPostgresDatabase, testEngine } from './helpers/test-app';

/**
 * Issue #24: production runs the esbuild bundle with plain node. Built into a folder of its own
 * (beside src/, as dist/ is), then used the way an operator does: `npm run migrate`'s entry against
 * a fresh database, then the server on it — migrations, seed records, read worker, report font all
 * found from the build.
 */
const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');
const outdir = fs.mkdtempSync(path.join(serverRoot, '.build-test-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-build-'));
afterAll(() => {
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `node <args>` to its end with exactly this environment (nothing inherited but PATH). */
function node(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe(`the server build on ${testEngine}`, () => {
  it('bundles the server, its migrations and the files its modules look for beside them', async () => {
    const built = await node([path.join(serverRoot, 'scripts/build.mjs'), '--outdir', outdir], {});
    expect(built.output).toContain('服务端构建完成');
    expect(built.code).toBe(0);
    const migrations = fs.readdirSync(path.join(outdir, 'db/migrations')).filter((f) => f.endsWith('.js'));
    expect(migrations.map((f) => f.replace(/\.js$/, ''))).toEqual(migrationFileList().map((m) => m.name));
    for (const file of ['server.js', 'migrate.js', 'db/sqlite-read-worker.mjs', 'db/seed/records/lookup/herbs.json']) expect(fs.existsSync(path.join(outdir, file)), file).toBe(true);
    // @tcm/shared is inside the bundle (it is TypeScript source); npm packages are imports.
    const bundle = fs.readFileSync(path.join(outdir, 'server.js'), 'utf8');
    expect(bundle).not.toContain('@tcm/shared');
    expect(bundle).toMatch(/from "fastify"/);
  }, 60_000);

  it('refuses an output folder that is not beside src/', async () => {
    const r = await node([path.join(serverRoot, 'scripts/build.mjs'), '--outdir', path.join(os.tmpdir(), 'tcm-elsewhere')], {});
    expect(r.code).toBe(1);
    expect(r.output).toContain('输出目录须直接位于 apps/server 之下');
  });

  it('migrate: exits 1 naming what is wrong when the configuration is incomplete or the database does not answer', async () => {
    const incomplete = await node([path.join(outdir, 'migrate.js')], { NODE_ENV: 'production' });
    expect(incomplete.code).toBe(1);
    expect(incomplete.output).toContain('缺少 DATABASE_URL');
    const nowhere = `postgres://tcm@127.0.0.1:${await freePort()}/tcm`;
    const unreachable = await node([path.join(outdir, 'migrate.js')], { ...PRODUCTION_SETTINGS, DATABASE_URL: nowhere });
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toMatch(/数据库迁移失败 \(migration failed\): .*ECONNREFUSED/);
  }, 30_000);

  it('the production sequence: a start before `npm run migrate` is refused, migrate, then the built server serves', async () => {
    const database: Record<string, string> = process.env.TEST_DATABASE_URL ? { DATABASE_URL: await createPostgresDatabase(process.env.TEST_DATABASE_URL) } : {};
    const target: Record<string, string> = { ...PRODUCTION_SETTINGS, ...database, DATA_DIR: dataDir, LOG_LEVEL: 'warn', MIGRATE_ON_START: 'false' };

    const early = await node([path.join(outdir, 'server.js')], target);
    expect(early.code).toBe(1);
    expect(early.output).toContain(`数据库迁移未完成：${migrationFileList().length} 个迁移待执行`);
    expect(early.output).toContain('run npm run migrate first');

    const total = migrationFileList().length;
    if (testEngine === 'postgres') {
      // Two at once on the empty database (two instances or operators): the second waits on the lock.
      const both = await Promise.all([node([path.join(outdir, 'migrate.js')], target), node([path.join(outdir, 'migrate.js')], target)]);
      expect(both.map((r) => r.code), both.map((r) => r.output).join('\n')).toEqual([0, 0]);
      const applied = both.map((r) => Number(/执行了 (\d+) 个迁移/.exec(r.output)?.[1] ?? 0));
      expect(applied.reduce((a, b) => a + b, 0)).toBe(total);
    } else {
      const first = await node([path.join(outdir, 'migrate.js')], target);
      expect(first.output).toContain(`执行了 ${total} 个迁移`);
      expect(first.code).toBe(0);
    }
    const again = await node([path.join(outdir, 'migrate.js')], target);
    expect(again.output).toContain(`数据库已是最新`);
    expect(again.code).toBe(0);

    // Demo mode, so the seed records and the report font are read from the build too.
    const { NODE_ENV: _production, ...settings } = target;
    const server = await startServer({ dataDir, nodeArgs: ['--enable-source-maps', path.join(outdir, 'server.js')], env: { ...settings, NODE_ENV: 'development', SEED_DEMO: 'true' } });
    try {
      const ready = await fetch(`${server.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { data: unknown }).data).toMatchObject({ status: 'ready', migrations: true });
      const tel = await fetch(`${server.baseUrl}/api/sysDictData/getValue?dictType=tel&dictCode=tel`).then((r) => r.json());
      expect(tel).toMatchObject({ retcode: 1, data: '400-810-6618' });
      const hits = (await fetch(`${server.baseUrl}/api/lookup/search?scope=monograph&q=${encodeURIComponent('人参')}`).then((r) => r.json())) as { data: { list: { title: string }[] } };
      expect(hits.data.list.map((h) => h.title)).toContain('人参');
    } finally {
      await server.stop({ keepData: true });
    }
    expect(server.child.exitCode, server.output()).toBe(0);
  }, 180_000);
});
