import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createOperatorRepository } from './repository';

/** What an `auth: 'operator'` route learns about its caller. */
export interface OperatorContext {
  memberId: number;
  role: string;
}

/** Platform operators act platform-wide (reviews, content, settlements); members and staff are refused. */
export function createOperatorService(db: Kysely<Database>) {
  const repo = createOperatorRepository(db);
  return {
    async resolve(memberId: number): Promise<OperatorContext | null> {
      const row = await repo.findByMember(memberId);
      return row ? { memberId, role: row.role } : null;
    },
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;
