import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { type AppConfig, testConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import type { Clock } from '../../src/lib/clock';
import { seedDemo } from '../../src/db/seed/index';
import { createFileStorage } from '../../src/modules/files/file-storage';
import { type RegisteredMember, registerMember } from './members';

/**
 * The real app on a fresh, migrated and seeded database of its own.
 * With TEST_DATABASE_URL set (scripts/test.mjs starts a real PostgreSQL server), each call
 * creates its own PostgreSQL database; otherwise an SQLite file in a temp folder.
 */
export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** A signed-in ordinary member of this name, registered through the real calls on first use. */
  member(name: string): Promise<RegisteredMember>;
  /** Headers that authenticate that member. */
  memberHeaders(name: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export const testEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** A fresh, empty PostgreSQL database on the test server; returns its URL. */
export async function createPostgresDatabase(adminUrl: string): Promise<string> {
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTestApp(overrides: Partial<AppConfig> = {}, opts: { clock?: Clock; logStream?: NodeJS.WritableStream } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const databaseUrl = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  const config = testConfig({ dataDir, databaseUrl, webDist: path.join(dataDir, 'no-web'), ...overrides });
  const handle: DatabaseHandle = openDatabase(config);
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, createFileStorage(config));
  const app = await buildApp({ config, database: handle, clock: opts.clock, logStream: opts.logStream });
  await app.ready();
  const members = new Map<string, RegisteredMember>();
  const t: TestApp = {
    app,
    config,
    async member(name) {
      let member = members.get(name);
      if (!member) {
        member = await registerMember(app, name);
        members.set(name, member);
      }
      return member;
    },
    async memberHeaders(name) {
      return (await t.member(name)).headers;
    },
    async close() {
      await app.close();
      await handle.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}
