import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/service';
import type { FileService } from '../files/service';
import { createAdminTrail } from '../audit/operator-trail';
import { createAdminDictService } from './dict-service';
import { createAdminHelpService } from './help-service';
import { createAdminProtocolService } from './protocol-service';

/** Issue #11: the operator console's info management services (every action through the admin trail). */
export function createAdminInfoServices(deps: { db: Kysely<Database>; clock: Clock; audit: AuditService; files: FileService }) {
  const { db, clock } = deps;
  const trail = createAdminTrail(deps.audit);
  return {
    help: createAdminHelpService({ db, clock, trail }),
    protocols: createAdminProtocolService({ db, clock, trail }),
    dict: createAdminDictService({ db, clock, trail }),
  };
}
export type AdminInfoServices = ReturnType<typeof createAdminInfoServices>;
