import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { FileStorage } from '../../modules/files/storage';
import { markSearchIndexCurrent, storedSearchIndexVersion } from '../../modules/search/rebuild';
import { seedAddresses } from './addresses';
import { seedDictionary } from './dictionary';
import { seedHistory } from './history/index';
import { seedContent } from './content';
import { seedLookup } from './lookup/seed';
import { seedMembers } from './members';
import { seedNotifications } from './notifications';
import { seedOperators } from './operators';
import { seedInstitutions } from './institutions/index';
import { seedOrders } from './orders/index';
import { seedProducts } from './products/index';

/** Demo data for `npm start`. Idempotent: running it twice changes nothing. The drawn images and PDFs go to `storage` (disk or bucket). */
export async function seedDemo(db: Kysely<Database>, storage: FileStorage): Promise<void> {
  // A database with no search index yet is indexed by the seeders with today's code as they write
  // (not by a rebuild at start); one indexed before keeps its recorded version (issue #19).
  const unindexed = (await storedSearchIndexVersion(db)) === null && !(await db.selectFrom('lookup_token').select('doc_id').limit(1).executeTakeFirst());
  await seedDictionary(db);
  await seedMembers(db);
  await seedOperators(db);
  await seedContent(db, storage);
  await seedLookup(db, storage);
  await seedInstitutions(db, storage);
  await seedOrders(db, storage);
  await seedAddresses(db);
  await seedProducts(db, storage);
  // Last: the year behind the hand-made orders needs the institutions, their services and evaluations.
  await seedHistory(db, storage);
  // Issue #22: the demo accounts' 消息中心, from the demo orders' moves and the open queues.
  await seedNotifications(db);
  if (unindexed) await markSearchIndexCurrent(db);
}
