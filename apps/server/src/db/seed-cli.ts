import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { seedDemo } from './seed/index';
import { createFileStorage } from '../modules/files/file-storage';

const config = loadConfig();
const { db, engine } = openDatabase(config);
await migrateToLatest(db);
await seedDemo(db, createFileStorage(config));
await db.destroy();
console.log(`演示数据已写入 (${engine})`);
