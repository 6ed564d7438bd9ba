import { INVOICE_MESSAGES, INVOICE_TITLES_MAX, type InvoiceTitle, type SaveInvoiceTitleBody } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { buyerColumns, toTitle } from './mappers';
import { createInvoiceRepository } from './repository';

/** Issue #23, 发票抬头: a member's saved invoice titles (at most 20), its own only. */
export function createInvoiceTitleService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createInvoiceRepository(db);
  return {
    async list(memberId: number): Promise<InvoiceTitle[]> {
      return (await repo.titlesOf(memberId, INVOICE_TITLES_MAX)).map((r) => toTitle(r.id, r));
    },
    async save(memberId: number, body: SaveInvoiceTitleBody): Promise<InvoiceTitle> {
      const columns = buyerColumns(body.buyer);
      if (body.id !== undefined) {
        if (!(await repo.updateTitle(body.id, memberId, columns))) throw new BusinessError(INVOICE_MESSAGES.titleNotFound);
        return toTitle(body.id, columns);
      }
      const id = await db.transaction().execute(async (trx) => {
        const t = createInvoiceRepository(trx);
        if ((await t.countTitles(memberId)) >= INVOICE_TITLES_MAX) throw new BusinessError(INVOICE_MESSAGES.titlesFull);
        return t.insertTitle({ member_id: memberId, ...columns, created_at: iso(clock.now()) });
      });
      return toTitle(id, columns);
    },
    async remove(memberId: number, id: number): Promise<void> {
      if (!(await repo.deleteTitle(id, memberId))) throw new BusinessError(INVOICE_MESSAGES.titleNotFound);
    },
  };
}
export type InvoiceTitleService = ReturnType<typeof createInvoiceTitleService>;
