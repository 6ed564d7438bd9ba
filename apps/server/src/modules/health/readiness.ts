import { type Kysely, Migrator, sql } from 'kysely';
import { migrationFiles } from '../../db/migration-files';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../files/storage';

export interface Readiness {
  ready: boolean;
  checks: { database: boolean; storage: boolean; migrations: boolean };
}

/**
 * Issue #24, `/readyz`: an instance takes traffic when its database answers, its object store (disk
 * folder or bucket) answers and every migration it ships has run — a new instance started before
 * `npm run migrate` finished is not ready. Each check fails on its own; none writes anything.
 */
/** A probe answers fast: a check that has not answered by then counts as failed (a load balancer's timeout is a few seconds). */
export const READY_CHECK_TIMEOUT_MS = 2_000;

export function createReadiness({ db, storage }: { db: Kysely<Database>; storage: FileStorage }) {
  const migrator = new Migrator({ db, provider: migrationFiles });
  const passes = (check: () => Promise<boolean>) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS);
      check().then(resolve, () => resolve(false)).finally(() => clearTimeout(timer));
    });
  return {
    async check(): Promise<Readiness> {
      const database = await passes(async () => (await sql`select 1`.execute(db), true));
      const [storageOk, migrations] = await Promise.all([
        // A key no upload can have: only whether the store answers matters.
        passes(async () => (await storage.exists('readyz-probe'), true)),
        database ? passes(async () => (await migrator.getMigrations()).every((m) => m.executedAt !== undefined)) : false,
      ]);
      const checks = { database, storage: storageOk, migrations };
      return { ready: database && storageOk && migrations, checks };
    },
  };
}
