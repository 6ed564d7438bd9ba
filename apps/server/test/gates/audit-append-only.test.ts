import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testEngine } from '../helpers/test-app';

const SRC = path.resolve(import.meta.dirname, '../../src');
/** The one place allowed to delete audit rows: the retention purge. */
const PURGE_FILE = 'modules/audit/repository.ts';

/** Kysely calls and raw SQL that change or remove audit rows. */
const WRITES = [
  /updateTable\(\s*['"`]audit_log\b/g,
  /deleteFrom\(\s*['"`]audit_log\b/g,
  /\bupdate\s+["`]?audit_log\b/gi,
  /\bdelete\s+from\s+["`]?audit_log\b/gi,
  /\btruncate\s+(table\s+)?["`]?audit_log\b/gi,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(e.name) ? [full] : [];
  });
}

/** Every place in the server's source that changes or removes audit rows, as "file: match". */
function auditWrites(): string[] {
  return sourceFiles(SRC)
    .filter((f) => !f.includes(`${path.sep}migrations${path.sep}`))
    .flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return WRITES.flatMap((re) => [...text.matchAll(re)].map((m) => `${path.relative(SRC, file).split(path.sep).join('/')}: ${m[0]}`));
    });
}

/**
 * Issue #17 (MLPS level 3): the audit log has no update or delete path in the application — only
 * the retention purge deletes, and the database itself (migration 0024) refuses an UPDATE and a
 * DELETE of a row younger than 179 days, on both engines.
 */
describe('the audit log is append-only in the code', () => {
  it('has no updateTable/deleteFrom/UPDATE/DELETE/TRUNCATE on audit_log outside the retention purge', () => {
    const writes = auditWrites();
    // The purge is found (so the search works) and is the only one.
    expect(writes).toEqual([`${PURGE_FILE}: deleteFrom('audit_log`]);
  });
});

describe(`the audit log is append-only in the database on ${testEngine}`, () => {
  let t: TestApp;
  const insert = async (at: string) =>
    (await t.app.db.insertInto('audit_log').values({ at, action: 'login', result: 'success', account: 'guarded', detail: '原文' }).returning('id').executeTakeFirstOrThrow()).id;
  const detailOf = async (id: number) => (await t.app.db.selectFrom('audit_log').select('detail').where('id', '=', id).executeTakeFirst())?.detail;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(async () => t.close());

  it('refuses to change any row, however old', async () => {
    const fresh = await insert(new Date().toISOString());
    const old = await insert(new Date(Date.now() - 400 * 86_400_000).toISOString());
    for (const id of [fresh, old]) {
      await expect(t.app.db.updateTable('audit_log').set({ detail: '篡改' }).where('id', '=', id).execute()).rejects.toThrow(/append-only/);
      expect(await detailOf(id)).toBe('原文');
    }
    await expect(sql`update audit_log set result = 'failure'`.execute(t.app.db)).rejects.toThrow(/append-only/);
  });

  it('refuses to delete a row younger than 179 days, and lets an older one go (the purge’s rows)', async () => {
    const fresh = await insert(new Date().toISOString());
    const recent = await insert(new Date(Date.now() - 178 * 86_400_000).toISOString());
    for (const id of [fresh, recent]) {
      await expect(t.app.db.deleteFrom('audit_log').where('id', '=', id).execute()).rejects.toThrow(/younger than 179 days/);
      expect(await detailOf(id)).toBe('原文');
    }
    // A statement that would also take young rows takes nothing.
    const count = async () => Number((await t.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await expect(t.app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/younger than 179 days/);
    expect(await count()).toBe(before);

    const old = await insert(new Date(Date.now() - 181 * 86_400_000).toISOString());
    await t.app.db.deleteFrom('audit_log').where('id', '=', old).execute();
    expect(await detailOf(old)).toBeUndefined();
  });

  it.runIf(testEngine === 'postgres')('refuses TRUNCATE on PostgreSQL', async () => {
    await expect(sql`truncate audit_log`.execute(t.app.db)).rejects.toThrow(/append-only/);
  });
});
