import { type Kysely, Migrator } from 'kysely';
import { migrationFiles } from './migration-files';
import type { Database } from './schema';

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationFiles });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败 (migration failed): ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
