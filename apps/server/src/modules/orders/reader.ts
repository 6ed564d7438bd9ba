import {
  CHECKOUT_RECENT_CONTACTS,
  INVOICE_TYPE,
  type CheckoutPrefill,
  type ContactInfo,
  ORDER_DEFAULT_DAYS_BACK,
  ORDER_MESSAGES,
  ORDER_STATUS,
  type OrderDetail,
  type OrderPage,
  type OrderReport,
  type OrderStatus,
  type QueryOrderQuery,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import type { AddressBook } from '../addresses/service';
import type { PrivateDocuments } from '../files/private-files';
import { createFulfilmentRepository } from './fulfilment-repository';
import { toOrderSample } from './order-samples';
import { formOf, rejectReasonOf, toLogEntry, toPricedItem, toShipment, toSummary } from './mappers';
import { type OrderRow, type OrderScope, createOrderRepository } from './repository';
import { DAY_MS, beijingDate, beijingDayStart } from '../../lib/beijing-time';

/** Order dates are Beijing calendar days. */

/** An order's current report, from the reports module (wiring.ts hands it over). */
export interface CurrentReports {
  currentOf(orderId: number): Promise<OrderReport | null>;
}

export interface ReaderSources {
  reports: CurrentReports;
  documents: Pick<PrivateDocuments, 'namesOf'>;
  addresses: AddressBook;
}

/** Reads orders for a member (its own) or an institution (its own): the same shapes for both. */
export function createOrderReader(db: Kysely<Database>, clock: Clock, { reports, documents, addresses }: ReaderSources) {
  const orders = createOrderRepository(db);
  const fulfilment = createFulfilmentRepository(db);

  async function load(scope: OrderScope, id: number): Promise<OrderRow> {
    const row = await orders.find(scope, id);
    // Another member's order reads exactly like a missing one.
    if (!row) throw new BusinessError(ORDER_MESSAGES.orderNotFound);
    return row;
  }

  return {
    load,

    async page(scope: OrderScope, q: QueryOrderQuery): Promise<OrderPage> {
      const startDate = q.startDate ?? beijingDate(beijingDayStart(beijingDate(clock.now())) - ORDER_DEFAULT_DAYS_BACK * DAY_MS);
      const search = {
        status: q.status,
        orderNo: q.orderNo || undefined,
        from: new Date(beijingDayStart(startDate)).toISOString(),
        to: q.endDate ? new Date(beijingDayStart(q.endDate) + DAY_MS).toISOString() : undefined,
      };
      const { rows, counts } = await orders.page(scope, search, q.pageSize, (q.pageNum - 1) * q.pageSize);
      const items = await orders.itemsOf(rows.map((r) => r.id));
      const list = rows.map((r) => toSummary(r, items.filter((i) => i.order_id === r.id).map((i) => i.test_item_name)));
      const byStatus = Object.fromEntries(Object.values(ORDER_STATUS).map((s) => [s, 0])) as Record<OrderStatus, number>;
      for (const c of counts) byStatus[c.status as OrderStatus] = c.n;
      const all = counts.reduce((n, c) => n + c.n, 0);
      const total = q.status ? byStatus[q.status as OrderStatus] : all;
      return { ...toPageResult(list, total, q), counts: byStatus, all, startDate, endDate: q.endDate ?? null };
    },

    /** Where the member's checkout starts: its address book's default, its recent return contacts and invoice, else its account. */
    async checkoutPrefill(memberId: number): Promise<CheckoutPrefill> {
      const [rows, account, book] = await Promise.all([orders.recentForms(memberId, CHECKOUT_RECENT_CONTACTS * 4), orders.accountOf(memberId), addresses.listOf(memberId)]);
      const same = (a: ContactInfo) => (b: ContactInfo) => a.name === b.name && a.phone === b.phone && a.address === b.address;
      const contacts: ContactInfo[] = [];
      for (const r of rows) {
        const { contact } = formOf(r);
        if (contacts.length < CHECKOUT_RECENT_CONTACTS && !contacts.some(same(contact)) && !book.some(same(contact))) contacts.push(contact);
      }
      const own = { name: account?.real_name ?? '', phone: account?.mobile ?? '', address: '' };
      const title = account?.company_name ?? account?.real_name ?? null;
      const invoice: CheckoutPrefill['invoice'] = rows[0]
        ? formOf(rows[0]).invoice
        : title
          ? { type: INVOICE_TYPE.ORDINARY, title, taxNo: account?.company_name ? (account.unify_code ?? '') : '', bankName: '', bankAccount: '', address: '', phone: '' }
          : null;
      const first = book[0] ?? (rows[0] ? formOf(rows[0]).contact : own);
      return { contact: { name: first.name, phone: first.phone, address: first.address }, addresses: book, contacts, invoice };
    },

    async detail(scope: OrderScope, id: number): Promise<OrderDetail> {
      const row = await load(scope, id);
      const voucherUrls = row.voucher_urls ? row.voucher_urls.split(',') : [];
      const files = [...voucherUrls, row.contract_url, row.signed_contract_url].filter((p): p is string => !!p);
      const [items, samples, logs, shipments, report, fileNames] = await Promise.all([
        orders.itemsOf([id]),
        orders.samplesOf(id),
        orders.logsOf(id),
        fulfilment.shipmentsOf(id),
        reports.currentOf(id),
        documents.namesOf(files),
      ]);
      return {
        ...toSummary(row, items.map((i) => i.test_item_name)),
        ...formOf(row),
        items: items.map(toPricedItem),
        samples: samples.map(toOrderSample),
        rejectReason: rejectReasonOf(row),
        contractUrl: row.contract_url,
        signedContractUrl: row.signed_contract_url,
        voucherUrls,
        fileNames,
        shipments: shipments.map(toShipment),
        report,
        timeline: logs.map(toLogEntry),
      };
    },
  };
}
export type OrderReader = ReturnType<typeof createOrderReader>;
