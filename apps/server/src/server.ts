import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, pendingMigrations } from './db/migrate';
import { seedDemo } from './db/seed/index';
import { seedGeneratedReports } from './db/seed/orders/generated-reports';
import { StartRefusedError, checkDemoAccounts } from './lib/production-guard';
import { createFileStorage } from './modules/files/file-storage';
import { ensureSearchIndex } from './modules/search/rebuild';

// Refuses SEED_DEMO=true with NODE_ENV=production before anything is opened.
const config = loadConfig();
const app = await buildApp({ config });

/**
 * Issue #24: by default the start migrates (Kysely's lock makes a second instance wait, then find
 * nothing to do); with MIGRATE_ON_START=false it only checks, and a database `npm run migrate` has
 * not brought up to date stops the start.
 */
async function migrationsRefused(): Promise<boolean> {
  if (config.migrateOnStart) {
    await migrateToLatest(app.db);
    return false;
  }
  const pending = await pendingMigrations(app.db);
  if (pending.length === 0) return false;
  console.error(
    `数据库迁移未完成：${pending.length} 个迁移待执行（${pending[0]} 起），请先运行 npm run migrate（MIGRATE_ON_START=false）。\n` +
      `${pending.length} migrations are pending (from ${pending[0]}): run npm run migrate first (MIGRATE_ON_START=false).`,
  );
  return true;
}

/** Migrations, demo data in demo mode, the search index: what has to be in place before the first request. */
async function prepared(): Promise<boolean> {
  if (await migrationsRefused()) return false;
  if (config.seedDemo) {
    await seedDemo(app.db, createFileStorage(config));
    // Issue #21: the demo's reports written from their results (needs the app's writer and stamper).
    await seedGeneratedReports(app.db, app.services);
  }
  // Issue #19: an index written by an older tokenizer (or never recorded) is rebuilt before the first request.
  await ensureSearchIndex(app.db, (message) => app.log.info(message));
  return !(await refusedToStart());
}

/** Production refuses to run with demo accounts on the demo password; elsewhere they are announced (issue #17). */
async function refusedToStart(): Promise<boolean> {
  try {
    await checkDemoAccounts(app.db, config, app.log);
    return false;
  } catch (err) {
    if (!(err instanceof StartRefusedError)) throw err;
    // On stderr whatever LOG_LEVEL says: the operator starting the server must see why it stopped.
    console.error(err.lines.join('\n'));
    return true;
  }
}

if (!(await prepared())) {
  await app.close();
  process.exitCode = 1;
} else {
  // Finish in-flight requests and close the database on SIGTERM/SIGINT; give up after 10 s.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`中药质量检测服务平台已启动: http://localhost:${config.port} (${app.dbEngine})`);
}
