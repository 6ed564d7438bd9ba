import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { type AppConfig, testConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDemo } from '../../src/db/seed/index';

/**
 * The real app on a fresh, migrated and seeded database of its own.
 * With TEST_DATABASE_URL set (scripts/test.mjs starts a real PostgreSQL server), each call
 * creates its own PostgreSQL database; otherwise an SQLite file in a temp folder.
 */
export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Headers that authenticate a member of this name (made on first use). */
  memberHeaders(name: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export const testEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

async function createPostgresDatabase(adminUrl: string): Promise<string> {
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const databaseUrl = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  const config = testConfig({ dataDir, databaseUrl, webDist: path.join(dataDir, 'no-web'), ...overrides });
  const handle: DatabaseHandle = openDatabase(config);
  await migrateToLatest(handle.db);
  await seedDemo(handle.db);
  const app = await buildApp({ config, database: handle });
  await app.ready();
  return {
    app,
    config,
    async memberHeaders(name) {
      // Accounts arrive with the accounts issue (#5); it replaces this with a real registration + login.
      throw new Error(`member accounts do not exist yet: cannot sign in member ${name}`);
    },
    async close() {
      await app.close();
      await handle.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
