import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createAdminTrail } from '../audit/operator-trail';
import type { AuditService } from '../audit/service';
import type { FileService } from '../files/service';
import { createAdminImportService } from './import-service';
import { createAdminMonographService } from './monograph-service';
import { createAdminStandardService } from './standard-service';

/** Issue #11: the operator console's lookup management services (every action through the admin trail). */
export function createAdminLookupServices(deps: { db: Kysely<Database>; clock: Clock; audit: AuditService; files: FileService }) {
  const { db, clock } = deps;
  const trail = createAdminTrail(deps.audit);
  return {
    standards: createAdminStandardService({ db, clock, trail }),
    monographs: createAdminMonographService({ db, trail }),
    imports: createAdminImportService({ db, trail }),
  };
}
export type AdminLookupServices = ReturnType<typeof createAdminLookupServices>;
