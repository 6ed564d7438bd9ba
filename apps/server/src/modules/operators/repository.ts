import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createOperatorRepository(db: Kysely<Database>) {
  return {
    findByMember(memberId: number) {
      return db.selectFrom('platform_operator').select(['role']).where('member_id', '=', memberId).executeTakeFirst();
    },
  };
}
