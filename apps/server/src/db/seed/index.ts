import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedDictionary } from './dictionary';
import { seedContent } from './content';
import { seedLookup } from './lookup/seed';
import { seedMembers } from './members';
import { seedInstitutions } from './institutions/index';
import { seedOrders } from './orders/index';

/** Demo data for `npm start`. Idempotent: running it twice changes nothing. `dataDir` receives the drawn images. */
export async function seedDemo(db: Kysely<Database>, dataDir: string): Promise<void> {
  await seedDictionary(db);
  await seedMembers(db);
  await seedContent(db, dataDir);
  await seedLookup(db, dataDir);
  await seedInstitutions(db, dataDir);
  await seedOrders(db, dataDir);
}
