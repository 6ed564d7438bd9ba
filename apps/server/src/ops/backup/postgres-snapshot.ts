import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Kysely, sql } from 'kysely';
import { type DatabaseFacts, databaseFacts } from './database-facts';
import { Refusal } from './refusal';

const run = promisify(execFile);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of a snapshot is whatever it holds
type AnyDb = Kysely<any>;

const DEBIAN_BASE = '/usr/lib/postgresql';

async function majorOf(tool: string): Promise<number | null> {
  try {
    const { stdout } = await run(tool, ['--version']);
    const m = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The pg_dump / pg_restore to use against a server of major version `minMajor`: the one in
 * PG_BIN_DIR when set; else Debian's /usr/lib/postgresql/<major>/bin of the server's own major, or
 * the nearest newer one (a newer client reads an older server; an older one refuses); else PATH.
 */
export async function findPgTool(tool: 'pg_dump' | 'pg_restore', minMajor: number, binDir?: string): Promise<{ path: string; major: number }> {
  const candidates: string[] = [];
  if (binDir) candidates.push(path.join(binDir, tool));
  else {
    const versions = fs.existsSync(DEBIAN_BASE) ? fs.readdirSync(DEBIAN_BASE).filter((v) => /^\d+$/.test(v) && Number(v) >= minMajor) : [];
    versions.sort((a, b) => Number(a) - Number(b));
    candidates.push(...versions.map((v) => path.join(DEBIAN_BASE, v, 'bin', tool)), tool);
  }
  for (const candidate of candidates) {
    const major = await majorOf(candidate);
    if (major !== null && major >= minMajor) return { path: candidate, major };
  }
  throw new Refusal(
    `找不到可用的 ${tool}（需要 PostgreSQL ${minMajor} 或更新版本）：请安装 postgresql-client-${minMajor}，或用 PG_BIN_DIR 指定其目录 / ` +
      `no ${tool} of PostgreSQL ${minMajor} or newer: install postgresql-client-${minMajor} or set PG_BIN_DIR${binDir ? ` (looked in ${binDir})` : ''}`,
  );
}

/**
 * The connection for a child tool: the URL without its password on the command line (visible to
 * every user in the process list), the password in PGPASSWORD instead.
 */
function connectionOf(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export async function serverMajor(db: AnyDb): Promise<number> {
  const row = (await sql<{ v: string }>`select current_setting('server_version_num') as v`.execute(db)).rows[0];
  return Math.floor(Number(row?.v) / 10_000);
}

async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    throw new Error(`${path.basename(tool)} 失败 / failed: ${stderr || (error as Error).message}`, { cause: error });
  }
}

/**
 * pg_dump in custom format (-Fc), of exactly the snapshot whose rows the manifest counts: a
 * read-only REPEATABLE READ transaction exports its snapshot, counts the rows, and stays open while
 * pg_dump reads through `--snapshot`. The dump is one consistent moment however long it takes;
 * the servers go on writing meanwhile.
 */
export async function snapshotPostgres(db: AnyDb, databaseUrl: string, dest: string, binDir?: string): Promise<DatabaseFacts & { tool: string }> {
  const dump = await findPgTool('pg_dump', await serverMajor(db), binDir);
  const { dbname, env } = connectionOf(databaseUrl);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const snapshot = (await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx)).rows[0]!.id;
      const facts = await databaseFacts(trx, 'postgres');
      await runTool(dump.path, ['--format=custom', `--snapshot=${snapshot}`, `--file=${dest}`, `--dbname=${dbname}`], env);
      return { ...facts, tool: `pg_dump ${dump.major}` };
    });
}

/** Tables, views and sequences in any schema of the user's (an empty database has none). */
export async function postgresTargetRelations(db: AnyDb): Promise<number> {
  const row = (
    await sql<{ n: number | string }>`
      select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`.execute(db)
  ).rows[0];
  return Number(row?.n ?? 0);
}

/**
 * pg_restore into the empty database in one transaction: all of it or nothing. Ownership and grants
 * are not restored (the target's own role owns what it creates), so a dump restores under another role.
 */
export async function restorePostgres(db: AnyDb, databaseUrl: string, dumpFile: string, dumpMajor: number, binDir?: string): Promise<void> {
  const tool = await findPgTool('pg_restore', Math.max(await serverMajor(db), dumpMajor), binDir);
  const { dbname, env } = connectionOf(databaseUrl);
  await runTool(tool.path, ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, dumpFile], env);
}

export async function restoredPostgresFacts(db: AnyDb): Promise<DatabaseFacts> {
  return databaseFacts(db, 'postgres');
}
