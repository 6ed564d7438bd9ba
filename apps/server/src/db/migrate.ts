import { type Kysely, Migrator } from 'kysely';
import { migrationFiles } from './migration-files';
import type { Database } from './schema';

/**
 * Runs every migration not yet recorded, and answers the names it ran. Kysely's Migrator holds its
 * lock for the whole run (PostgreSQL: an advisory lock in the migration's transaction), so a second
 * instance or `npm run migrate` started meanwhile waits for it and then finds nothing left to run.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationFiles });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败 (migration failed): ${failed?.migrationName ?? ''} ${reasonOf(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations this release ships that the database has not run yet, in order (reads only). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationFiles });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** An error in one line; a refused connection to localhost is an AggregateError without a message, named by its code. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: string }).code;
  return error.message || code || error.name;
}
