import { loadConfig } from '../config';
import { rebuildSearchIndex } from '../modules/search/rebuild';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

// `npm run reindex`: the search index (lookup_token) rewritten by today's tokenizer and indexers,
// whatever version the database records. The server does the same at start when the code's
// version is newer; this is for doing it ahead of a start, or after restoring a backup.
const config = loadConfig();
const { db, engine } = openDatabase(config);
await migrateToLatest(db);
const started = Date.now();
const c = await rebuildSearchIndex(db);
await db.destroy();
console.log(`搜索索引已重建 (${engine}, ${((Date.now() - started) / 1000).toFixed(1)} s): 药典品种 ${c.monographs}，标准 ${c.standards}，资讯 ${c.articles}，商品 ${c.products}`);
