import { ADDRESS_MESSAGES, MEMBER_ADDRESS_LIMIT, type MemberAddress, type SaveMyAddress } from '@tcm/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberAddressTable } from '../../db/schema-orders';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { createAddressRepository } from './repository';

const toAddress = (r: Selectable<MemberAddressTable>): MemberAddress => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  address: r.address,
  isDefault: r.is_default === 1,
  updatedAt: r.updated_at,
});

/** What other modules read of the address book (the checkout's prefill). */
export interface AddressBook {
  /** The member's addresses, default first, then the most recently saved. */
  listOf(memberId: number): Promise<MemberAddress[]>;
}

/**
 * A member's address book (issue #20): at most MEMBER_ADDRESS_LIMIT return contacts, one of them
 * the default while any exist. Every change is one transaction with the member's row held, so
 * two saves cannot both pass the limit and a book never ends a change without its default.
 */
export function createAddressService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const notFound = () => new BusinessError(ADDRESS_MESSAGES.notFound);

  return {
    async listOf(memberId: number): Promise<MemberAddress[]> {
      return (await createAddressRepository(db).list(memberId, MEMBER_ADDRESS_LIMIT)).map(toAddress);
    },

    /** A new address, or an edit of one of mine; saving the same contact again updates it instead of adding a copy. */
    async save(memberId: number, b: SaveMyAddress): Promise<MemberAddress> {
      const values = { name: b.name, phone: b.phone, address: b.address };
      return db.transaction().execute(async (trx) => {
        const repo = createAddressRepository(trx);
        await repo.lockMember(memberId);
        const now = iso(clock.now());
        let id = b.id ?? (await repo.findSame(memberId, values))?.id;
        if (id !== undefined) {
          if (!(await repo.update(memberId, id, values, now))) throw notFound();
        } else {
          if ((await repo.count(memberId)) >= MEMBER_ADDRESS_LIMIT) throw new BusinessError(ADDRESS_MESSAGES.full);
          id = await repo.insert(memberId, values, now);
        }
        const [first] = await repo.list(memberId, 1);
        if (b.isDefault || first?.is_default !== 1) await repo.makeDefault(memberId, id);
        return toAddress((await repo.find(memberId, id))!);
      });
    },

    /** Deleting the default passes it to the most recently saved of the rest. */
    async remove(memberId: number, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repo = createAddressRepository(trx);
        await repo.lockMember(memberId);
        const row = await repo.find(memberId, id);
        if (!row || !(await repo.remove(memberId, id))) throw notFound();
        const heir = row.is_default === 1 ? await repo.newest(memberId) : undefined;
        if (heir) await repo.makeDefault(memberId, heir.id);
      });
    },

    async setDefault(memberId: number, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repo = createAddressRepository(trx);
        await repo.lockMember(memberId);
        if (!(await repo.makeDefault(memberId, id))) throw notFound();
      });
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
