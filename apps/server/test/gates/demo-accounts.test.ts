import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { DEMO_ACCOUNT_NAMES } from '../../src/db/seed/demo-accounts';
import { seedDemo } from '../../src/db/seed/index';
import { createFileStorage } from '../../src/modules/files/file-storage';
import { hashPassword } from '../../src/modules/accounts/password';
import { StartRefusedError, checkDemoAccounts } from '../../src/lib/production-guard';
import { PRODUCTION_SETTINGS, startServer } from '../helpers/server-process';
import { type TestApp, createPostgresDatabase, createTestApp, testEngine } from '../helpers/test-app';

/** A fresh database for a server process of its own: a PostgreSQL database, or SQLite in its data dir. */
async function databaseEnv(): Promise<Record<string, string>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? { DATABASE_URL: await createPostgresDatabase(adminUrl) } : {};
}

/**
 * Writes the demo data in-process first: seeding takes long on a busy machine, and the server's own
 * (idempotent) seed then finds it done and becomes healthy within the helper's wait.
 */
async function seededDataDir(env: Record<string, string>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-demo-'));
  const { db } = openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
  try {
    await migrateToLatest(db);
    await seedDemo(db, createFileStorage({ dataDir, fileStorage: { kind: 'disk' } }));
  } finally {
    await db.destroy();
  }
  return dataDir;
}

const login = (baseUrl: string, account: string) =>
  fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password: 'Demo@2026' }) }).then(
    (r) => r.json() as Promise<{ retcode: number }>,
  );

/**
 * Issue #17, accounts nobody chose: demo data only when asked for, announced loudly, and a
 * production start refuses to run while a demo account keeps the published password.
 */
describe(`demo accounts and the production start, real server process (${testEngine})`, () => {
  it('a demo start warns about its demo accounts; a production start on that data refuses to run', async () => {
    const env = await databaseEnv();
    const demo = await startServer({ env, dataDir: await seededDataDir(env) }); // demo mode: NODE_ENV=development, SEED_DEMO=true
    expect(demo.output()).toContain('DEMO MODE');
    expect(demo.output()).toContain('演示模式');
    expect(demo.output()).toMatch(/yunying01.*jigou01/);
    expect((await login(demo.baseUrl, 'yunying01')).retcode).not.toBe(0); // signs in (or asks for its second factor)
    await demo.stop({ keepData: true });
    try {
      const refused = startServer({ dataDir: demo.dataDir, env: { ...env, ...PRODUCTION_SETTINGS, SEED_DEMO: 'false' } });
      await expect(refused).rejects.toThrow(/server exited early \(1\)[\s\S]*拒绝启动[\s\S]*yunying01[\s\S]*Refusing to start/);
    } finally {
      fs.rmSync(demo.dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('a production start refuses SEED_DEMO=true with a Chinese and English message', async () => {
    const refused = startServer({ env: { ...(await databaseEnv()), ...PRODUCTION_SETTINGS, SEED_DEMO: 'true' } });
    await expect(refused).rejects.toThrow(/server exited early \(1\)[\s\S]*拒绝写入演示数据[\s\S]*SEED_DEMO=true is refused with NODE_ENV=production/);
  }, 120_000);

  it('a production start on a fresh database writes no demo account, says nothing of a demo, and serves', async () => {
    const server = await startServer({ env: { ...(await databaseEnv()), ...PRODUCTION_SETTINGS, SEED_DEMO: 'false' } });
    try {
      expect(await login(server.baseUrl, 'yunying01')).toMatchObject({ retcode: 0 });
      expect(await login(server.baseUrl, 'putong01')).toMatchObject({ retcode: 0 });
      expect(server.output()).not.toContain('DEMO MODE');
    } finally {
      await server.stop();
    }
  }, 120_000);
});

describe(`the start check itself (${testEngine})`, () => {
  let t: TestApp;
  const warnings: string[] = [];
  const log = { warn: (line: string) => warnings.push(line) } as never;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('knows every account the demo seed creates, by name', async () => {
    const seeded = await t.app.db.selectFrom('sys_member').select('user_account').execute();
    expect([...DEMO_ACCOUNT_NAMES].sort()).toEqual(seeded.map((r) => r.user_account).sort());
  });

  it('refuses production while any of them keeps the demo password, and warns elsewhere', async () => {
    await expect(checkDemoAccounts(t.app.db, { ...t.config, env: 'production' }, log)).rejects.toBeInstanceOf(StartRefusedError);
    const refusal = await checkDemoAccounts(t.app.db, { ...t.config, env: 'production' }, log).catch((e: StartRefusedError) => e.lines.join('\n'));
    for (const account of DEMO_ACCOUNT_NAMES) expect(refusal).toContain(account);

    await checkDemoAccounts(t.app.db, { ...t.config, env: 'development' }, log);
    expect(warnings.length).toBeGreaterThan(3);
    expect(warnings.join('\n')).toMatch(/NOT FOR PRODUCTION[\s\S]*/);

    // Every demo account's password changed (but one): only that one is named.
    const changed = await hashPassword('Changed#2026pw');
    await t.app.db.updateTable('sys_member').set({ password_hash: changed }).where('user_account', 'in', [...DEMO_ACCOUNT_NAMES]).where('user_account', '!=', 'jigou02').execute();
    const rest = await checkDemoAccounts(t.app.db, { ...t.config, env: 'production' }, log).catch((e: StartRefusedError) => e.lines);
    expect(rest).toEqual(expect.arrayContaining([expect.stringContaining('：jigou02。')]));

    await t.app.db.updateTable('sys_member').set({ password_hash: changed }).where('user_account', '=', 'jigou02').execute();
    warnings.length = 0;
    await expect(checkDemoAccounts(t.app.db, { ...t.config, env: 'production' }, log)).resolves.toBeUndefined();
    await checkDemoAccounts(t.app.db, { ...t.config, env: 'development' }, log);
    expect(warnings).toEqual([]);
  }, 60_000);
});
