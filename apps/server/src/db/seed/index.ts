import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedDictionary } from './dictionary';

/** Demo data for `npm start`. Idempotent: running it twice changes nothing. */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  await seedDictionary(db);
}
