import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { seedDemo } from './seed/index';
import { createFileStorage } from '../modules/files/file-storage';

const config = loadConfig();
// `npm run seed` asks for the demo data explicitly; a production database never gets it (issue #17).
if (config.env === 'production') {
  console.error('拒绝写入演示数据：NODE_ENV=production（演示账号的密码是公开的）。Refusing to seed demo data with NODE_ENV=production: the demo accounts have a published password.');
  process.exit(1);
}
const { db, engine } = openDatabase(config);
await migrateToLatest(db);
await seedDemo(db, createFileStorage(config));
await db.destroy();
console.log(`演示数据已写入 (${engine})`);
