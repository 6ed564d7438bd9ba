import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { integrityProblems } from '../helpers/db-integrity';
import { TEST_PASSWORD, readSmsCode, uniqueMobile } from '../helpers/members';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { createPostgresDatabase, testEngine } from '../helpers/test-app';

/**
 * kill -9 the real server in the middle of a write load, restart it, and check that every write
 * it acknowledged is there and the database is sound. The load today is registrations (each one
 * a code, a member row and a session); later issues add their writes (orders) as further drivers.
 */
const WORKERS = 6;
/** Crash once this many writes were acknowledged (workers still busy), or after MAX_LOAD_MS. */
const TARGET_ACKS = 12;
const MAX_LOAD_MS = 45_000;


describe(`crash durability on ${testEngine}`, () => {
  let server: ServerProcess | undefined;
  let reader: DatabaseHandle | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-crash-'));
  afterAll(async () => {
    await reader?.db.destroy();
    await server?.stop();
  });

  it('keeps every acknowledged registration through a kill -9', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const databaseUrl = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
    const env: Record<string, string> = { RATE_LIMIT: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    server = await startServer({ dataDir, env });
    reader = openDatabase({ databaseUrl, dataDir });

    const acknowledged: string[] = [];
    let stopLoad = false;
    const post = (base: string, url: string, body: object) =>
      fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ retcode: number }>);

    async function worker(): Promise<void> {
      while (!stopLoad) {
        const mobile = uniqueMobile();
        const userAccount = `crash${mobile.slice(-9)}`;
        try {
          const base = server!.baseUrl;
          if ((await post(base, '/api/auth/sendSmsCode', { mobile, purpose: 'register' })).retcode !== 1) continue;
          const smsCode = await readSmsCode(reader!.db, mobile);
          const reg = await post(base, '/api/auth/register', {
            memberType: 1, userAccount, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, mobile, smsCode, agree: true,
          });
          if (reg.retcode === 1) acknowledged.push(userAccount);
        } catch {
          // The server died under this request: it was never acknowledged.
        }
      }
    }

    const workers = Array.from({ length: WORKERS }, () => worker());
    const started = Date.now();
    while (acknowledged.length < TARGET_ACKS && Date.now() - started < MAX_LOAD_MS) await new Promise((r) => setTimeout(r, 50));
    await server.kill();
    stopLoad = true;
    await Promise.all(workers);
    expect(acknowledged.length, 'the load acknowledged some writes before the crash').toBeGreaterThan(5);

    server = await startServer({ dataDir, env });
    const rows = await reader.db.selectFrom('sys_member').select('user_account').where('user_account', 'in', acknowledged).execute();
    expect(rows.map((r) => r.user_account).sort()).toEqual([...acknowledged].sort());
    expect(await integrityProblems(reader)).toEqual([]);

    const last = acknowledged.at(-1)!;
    const login = await post(server.baseUrl, '/api/auth/login', { account: last, password: TEST_PASSWORD });
    expect(login.retcode).toBe(1);
    console.log(`crash durability (${testEngine}): ${acknowledged.length} acknowledged registrations, all present after kill -9`);
  }, 180_000);
});
