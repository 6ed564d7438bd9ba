import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedDictionary } from './dictionary';
import { seedMembers } from './members';

/** Demo data for `npm start`. Idempotent: running it twice changes nothing. */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  await seedDictionary(db);
  await seedMembers(db);
}
