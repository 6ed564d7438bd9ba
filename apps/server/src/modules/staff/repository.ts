import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createStaffRepository(db: Kysely<Database>) {
  return {
    /** The staff row of a member, only while its institution is listed (a suspended lab acts no more). */
    findActive(memberId: number) {
      return db
        .selectFrom('institution_staff')
        .innerJoin('institution', 'institution.id', 'institution_staff.institution_id')
        .innerJoin('sys_member', 'sys_member.id', 'institution_staff.member_id')
        .select(['institution_staff.institution_id', 'institution_staff.role', 'institution.name as institution_name', 'sys_member.user_account'])
        .where('institution_staff.member_id', '=', memberId)
        .where('institution.status', '=', 1)
        .executeTakeFirst();
    },
  };
}
