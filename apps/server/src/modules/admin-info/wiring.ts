import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/service';
import type { FileService } from '../files/service';

/** Issue #11: the operator console's info management services (every action through the admin trail). */
export function createAdminInfoServices(deps: { db: Kysely<Database>; clock: Clock; audit: AuditService; files: FileService }) {
  void deps;
  return {};
}
export type AdminInfoServices = ReturnType<typeof createAdminInfoServices>;
