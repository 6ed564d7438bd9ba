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
  /** Every service one listed institution offers, in catalogue order (a sample sheet's 项目清单). */
  ofInstitution(institutionId: number): Promise<TestService[]>;
}

/** More than any institution offers; the list is one page. */
const ALL_OF_ONE = 1000;

export function createOfferedServices(db: Kysely<Database>): OfferedServices {
  const services = createTestServiceRepository(db);
  return {
    byIds: (ids) => services.byIds(ids),
    ofInstitution: async (institutionId) => (await services.page({ institutionId }, ALL_OF_ONE, 0)).list,
  };
}
