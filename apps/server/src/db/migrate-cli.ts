import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest, reasonOf } from './migrate';
import { migrationFileList } from './migration-files';

// `npm run migrate` (issue #24): the migrations, once, against DATABASE_URL (PostgreSQL) or DATA_DIR
// (SQLite), then exit — 0 when the database is current, 1 with the reason otherwise. It reads the same
// environment as the server and refuses the same incomplete production configuration, so it
// migrates the database the instances will open, never a stray ./data. Run it before starting a new
// release's instances (or let each instance do it at start: MIGRATE_ON_START, on by default).
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
  const { db, engine } = openDatabase(config);
  const where = engine === 'postgres' ? 'PostgreSQL' : `SQLite (${config.dataDir})`;
  const started = Date.now();
  try {
    const ran = await migrateToLatest(db);
    const total = migrationFileList().length;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      ran.length
        ? `数据库迁移完成：${where} 执行了 ${ran.length} 个迁移（${ran[0]} … ${ran.at(-1)}），共 ${total} 个，${seconds} s / migrations done: ${ran.length} applied, ${total} in total`
        : `数据库已是最新：${where} 共 ${total} 个迁移，无需执行 / the database is current: all ${total} migrations had run`,
    );
    return 0;
  } catch (err) {
    const message = reasonOf(err);
    // migrateToLatest names a failed migration itself; anything else is the database not answering.
    console.error(`${message.startsWith('数据库迁移失败') ? message : `数据库迁移失败 (migration failed): ${message}`} — ${where}`);
    return 1;
  } finally {
    await db.destroy().catch(() => undefined);
  }
}

process.exitCode = await main();
