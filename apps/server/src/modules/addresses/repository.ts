import type { Kysely } from 'kysely';
import { engineOf } from '../../db/dialect';
import type { Database } from '../../db/schema';

export interface AddressValues {
  name: string;
  phone: string;
  address: string;
}

/** The address book's rows; every query is bound to the owner. */
export function createAddressRepository(db: Kysely<Database>) {
  const mine = (memberId: number) => db.selectFrom('member_address').where('member_id', '=', memberId);
  return {
    /** The book, default first, then the most recently saved. */
    list(memberId: number, limit: number) {
      return mine(memberId).selectAll().orderBy('is_default', 'desc').orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
    find(memberId: number, id: number) {
      return mine(memberId).selectAll().where('id', '=', id).executeTakeFirst();
    },
    findSame(memberId: number, v: AddressValues) {
      return mine(memberId).select('id').where('name', '=', v.name).where('phone', '=', v.phone).where('address', '=', v.address).executeTakeFirst();
    },
    async count(memberId: number): Promise<number> {
      const row = await mine(memberId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /**
     * Holds the member's row until the transaction ends, so two saves that count the book run one
     * after the other (SQLite already runs one write transaction at a time).
     */
    async lockMember(memberId: number): Promise<void> {
      if (engineOf(db) === 'postgres') await db.selectFrom('sys_member').select('id').where('id', '=', memberId).forUpdate().execute();
    },
    async insert(memberId: number, v: AddressValues, now: string): Promise<number> {
      const row = await db.insertInto('member_address').values({ member_id: memberId, ...v, is_default: 0, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async update(memberId: number, id: number, v: AddressValues, now: string): Promise<boolean> {
      const r = await db.updateTable('member_address').set({ ...v, updated_at: now }).where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Makes one of the member's addresses its only default (the old one is cleared first: the index allows one). */
    async makeDefault(memberId: number, id: number): Promise<boolean> {
      await db.updateTable('member_address').set({ is_default: 0 }).where('member_id', '=', memberId).where('is_default', '=', 1).where('id', '<>', id).execute();
      const r = await db.updateTable('member_address').set({ is_default: 1 }).where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async remove(memberId: number, id: number): Promise<boolean> {
      const r = await db.deleteFrom('member_address').where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },
    /** The member's most recently saved address, to inherit the default when the default is deleted. */
    newest(memberId: number) {
      return mine(memberId).select('id').orderBy('updated_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
    },
  };
}
