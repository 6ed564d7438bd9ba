import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createMonographRepository } from './monograph-repository';
import { createMonographService } from './monograph-service';
import { createSearchRepository } from './search-repository';
import { createSearchService } from './search-service';
import { createStandardRepository } from './standard-repository';
import { createStandardService } from './standard-service';

/** The lookup module's services over one set of repositories: the search is shared by the other two. */
export function createLookupServices(db: Kysely<Database>, clock: Clock) {
  const monographRepo = createMonographRepository(db);
  const standardRepo = createStandardRepository(db);
  const lookup = createSearchService({ search: createSearchRepository(db), clock });
  return {
    lookup,
    standards: createStandardService({ standards: standardRepo, search: lookup, clock }),
    monographs: createMonographService({ monographs: monographRepo, search: lookup }),
  };
}
