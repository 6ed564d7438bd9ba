import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './db/seed/index';
import { createFileStorage } from './modules/files/file-storage';

const config = loadConfig();
const app = await buildApp({ config });
await migrateToLatest(app.db);
if (config.seedDemo) await seedDemo(app.db, createFileStorage(config));

// Finish in-flight requests and close the database on SIGTERM/SIGINT; give up after 10 s.
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ host: config.host, port: config.port });
app.log.info(`中药质量检测服务平台已启动: http://localhost:${config.port} (${app.dbEngine})`);
