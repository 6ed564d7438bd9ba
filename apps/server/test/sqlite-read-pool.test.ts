import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

/** A query that takes a while on any machine: counting two million generated rows. */
const SLOW = sql<{ n: number }>`select count(*) as n from (with recursive c(x) as (select 1 union all select x + 1 from c where x < 2000000) select x from c)`;

describe.runIf(!process.env.TEST_DATABASE_URL)('SQLite reads in worker threads', () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-read-pool-'));
    handle = openDatabase({ dataDir, databaseUrl: undefined, sqliteReadWorkers: 2 });
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.db.destroy().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const insertEntry = (db: DatabaseHandle['db'], code: string) =>
    db.insertInto('sys_dict_data').values({ dict_type: 'pool_test', dict_code: code, dict_label: `标签${code}`, dict_value: code, sort: 0, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }).execute();
  const codes = async (db: DatabaseHandle['db']) =>
    (await db.selectFrom('sys_dict_data').select('dict_code').where('dict_type', '=', 'pool_test').orderBy('dict_code').execute()).map((r) => r.dict_code);

  it('sees a write on the next read, and a transaction’s rows only once it commits', async () => {
    await insertEntry(handle.db, 'a');
    expect(await codes(handle.db)).toEqual(['a']);
    expect(handle.readPool?.threads).toBeGreaterThan(0);

    let inside: string[] = [];
    let outside: string[] = [];
    await handle.db.transaction().execute(async (trx) => {
      await insertEntry(trx, 'b');
      inside = await codes(trx);
      // A read outside the transaction runs in a worker meanwhile and does not wait for the commit.
      outside = await codes(handle.db);
    });
    expect(inside).toEqual(['a', 'b']);
    expect(outside).toEqual(['a']);
    expect(await codes(handle.db)).toEqual(['a', 'b']);

    await expect(
      handle.db.transaction().execute(async (trx) => {
        await insertEntry(trx, 'c');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await codes(handle.db)).toEqual(['a', 'b']);
  });

  it('commits concurrent transactions together, each acknowledged only once on disk, a failed one undoing only its own rows', async () => {
    const codesOf = (i: number) => [`g${String(i).padStart(2, '0')}x`, `g${String(i).padStart(2, '0')}y`];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        handle.db.transaction().execute(async (trx) => {
          const [x, y] = codesOf(i);
          await insertEntry(trx, x!);
          await insertEntry(trx, y!);
          if (i % 10 === 3) throw new Error(`refused ${i}`);
        }),
      ),
    );
    // Writes outside a transaction join the batch too.
    await Promise.all([insertEntry(handle.db, 'solo1'), insertEntry(handle.db, 'solo2')]);
    const expected = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? codesOf(i) : []));
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(4);
    // A fresh connection (another process would see the same): exactly the acknowledged rows.
    const other = openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const stored = (await other.db.selectFrom('sys_dict_data').select('dict_code').where('dict_type', '=', 'pool_test').where('dict_code', 'like', 'g%').orderBy('dict_code').execute()).map((r) => r.dict_code);
      expect(stored).toEqual(expected.sort());
      expect(await other.db.selectFrom('sys_dict_data').select('dict_code').where('dict_code', 'in', ['solo1', 'solo2']).execute()).toHaveLength(2);
    } finally {
      await other.db.destroy();
    }
  });

  it('runs a slow read without stalling the event loop', async () => {
    const started = performance.now();
    let timerAt = 0;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        timerAt = performance.now() - started;
        resolve();
      }, 5),
    );
    const slow = SLOW.execute(handle.db).then(() => performance.now() - started);
    const [slowMs] = await Promise.all([slow, timer]);
    // On the main connection the timer would fire only after the query.
    expect(timerAt).toBeLessThan(slowMs);
    expect(slowMs).toBeGreaterThan(timerAt + 20);
  });

  it('reports a bad query as an error and keeps serving', async () => {
    await expect(sql`select * from no_such_table`.execute(handle.db)).rejects.toThrow(/no such table/);
    expect((await codes(handle.db)).slice(0, 2)).toEqual(['a', 'b']);
  });

  it('closes its worker threads with the database', async () => {
    const pool = handle.readPool!;
    expect(pool.threads).toBeGreaterThan(0);
    await handle.db.destroy();
    expect(pool.threads).toBe(0);
    await expect(pool.run('select 1', [])).rejects.toThrow(/closed/);
  });
});
