import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createDictionaryRepository } from './dictionary/repository';
import { createDictionaryService } from './dictionary/service';

/** The one place that assembles repositories into services; services are testable without HTTP. */
export function createServices(db: Kysely<Database>) {
  return {
    dictionary: createDictionaryService(createDictionaryRepository(db)),
  };
}
export type Services = ReturnType<typeof createServices>;
