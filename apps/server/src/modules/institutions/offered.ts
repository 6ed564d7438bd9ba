import type { TestService } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createTestServiceRepository } from './test-service-repository';

/**
 * The services on offer by listed institutions, by id: how ordering prices a cart and a member's
 * packages show their items. Other modules receive it from wiring.ts, never the repository.
 */
export interface OfferedServices {
  byIds(ids: number[]): Promise<TestService[]>;
}

export function createOfferedServices(db: Kysely<Database>): OfferedServices {
  const services = createTestServiceRepository(db);
  return { byIds: (ids) => services.byIds(ids) };
}
