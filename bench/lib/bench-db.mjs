// Direct reads of the bench server's database (SQLite file or PostgreSQL), for what the API does not
// say: the services a staff account's institution offers, and how many orders a run stored.
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** @returns {Promise<{ all: (sql: string, params?: unknown[]) => Promise<object[]>, close: () => Promise<void> }>} */
export async function openBenchDb({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      // $1, $2 … from ?: the queries here are written once for both engines.
      all: async (sql, params = []) => {
        let i = 0;
        return (await client.query(sql.replace(/\?/g, () => `$${++i}`), params)).rows;
      },
      close: () => client.end(),
    };
  }
  const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true, fileMustExist: true });
  return {
    all: async (sql, params = []) => db.prepare(sql).all(...params),
    close: async () => db.close(),
  };
}
