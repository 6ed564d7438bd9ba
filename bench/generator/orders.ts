import { URGENT_SURCHARGE_PERCENT, type UrgentFlag } from '@tcm/shared';
import type { Kysely } from 'kysely';
import { surchargeFen } from '../../apps/server/src/modules/orders/pricing';
import type { Database } from '../../apps/server/src/db/schema';
import type { BenchTable } from './bench-table';
import { HERBS, personName } from './chinese-text';
import { insertBatched } from './insert-batched';
import { benchMemberAccount } from './members';

/** Issue #9 at scale 1: 1,000,000 orders, two items each, and each order's first log row. */
const ORDERS = 1_000_000;
export const ITEMS_PER_ORDER = 2;

const DAY = 86_400_000;
export const createdAt = (i: number) => new Date(Date.UTC(2026, 10, 1) - (i % 730) * DAY - (i % 1440) * 60_000).toISOString();
/** Mostly completed, the rest spread over every other status (as a live platform would be). */
export const STATUS_MIX = [8, 8, 8, 8, 8, 8, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 8, 8];

/**
 * Issue #21: quality managers with a year of results — every 37th order (37 is prime to the
 * status mix and the 730 days, so they get every status and day) belongs to one of the first 20
 * bench members, about 270 reported orders a year each at scale 1; the rest go to anyone.
 */
export const HEAVY_MEMBERS = 20;
const HEAVY_EVERY = 37;
export const heavyMemberOf = (i: number): number | null => (i % HEAVY_EVERY === 0 ? Math.floor(i / HEAVY_EVERY) % HEAVY_MEMBERS : null);

/** Fictional suppliers and origins of the samples (质量分析 groups by them), a pure function of i. */
const SUPPLIERS = ['亳州康和药业有限公司', '安国本元饮片有限公司', '陇西恒源中药材专业合作社', '文山三七源种植专业合作社', '樟树仁和药材商行', '玉林荣昌药材批发部', '岷县青山药材购销部', '赤峰蒙原中药材有限公司'];
const ORIGINS = ['安徽亳州', '河北安国', '甘肃陇西', '云南文山', '江西樟树', '广西玉林', '甘肃岷县', '内蒙古赤峰', '四川江油'];
export const supplierOf = (i: number) => SUPPLIERS[(i * 7 + Math.floor(i / 11)) % SUPPLIERS.length]!;
export const originOf = (i: number) => ORIGINS[(i * 5 + Math.floor(i / 13)) % ORIGINS.length]!;

type Service = { id: number; institution_id: number; price_fen: number; period_days: number; item_id: number; name: string };

/**
 * The two services of order i, from one institution. A pure function of i, so the item
 * generator finds the same services the order generator priced.
 */
export function servicesOfOrder(services: Service[], i: number): [Service, Service] {
  const k = (i * 7919) % services.length;
  const a = services[k]!;
  const next = services[k + 1];
  const b = next && next.institution_id === a.institution_id ? next : (services[k - 1] ?? a);
  return [a, b.institution_id === a.institution_id ? b : a];
}
export const countsOf = (i: number): [number, number] => [1 + (i % 3), 1 + ((i >> 2) % 2)];
const urgentOf = (i: number): UrgentFlag => (i % 10 === 0 ? 3 : i % 4 === 0 ? 2 : 1);

export async function servicesFor(db: Kysely<Database>): Promise<Service[]> {
  return db
    .selectFrom('institution_test_service')
    .innerJoin('test_item', 'test_item.id', 'institution_test_service.test_item_id')
    .select(['institution_test_service.id', 'institution_test_service.institution_id', 'institution_test_service.price_fen', 'institution_test_service.period_days', 'test_item.id as item_id', 'test_item.name'])
    .orderBy('institution_test_service.institution_id')
    .orderBy('institution_test_service.id')
    .execute();
}

/** Bench orders are written in one transaction, so their ids are consecutive from the first one. */
export async function firstBenchOrderId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('order_info').select((eb) => eb.fn.min('id').as('id')).where('submission_id', 'like', 'bench-%').executeTakeFirst();
  return Number(row?.id ?? 0);
}

export const orderBenchData: BenchTable = {
  table: 'order_info',
  rowCount: (scale) => Math.max(100, Math.round(ORDERS * scale)),
  async generate({ db, rng, rows }) {
    const members = (await db.selectFrom('sys_member').select('id').orderBy('id').execute()).map((m) => m.id);
    const accounts = Array.from({ length: HEAVY_MEMBERS }, (_, k) => benchMemberAccount(k));
    const heavyById = new Map((await db.selectFrom('sys_member').select(['id', 'user_account']).where('user_account', 'in', accounts).execute()).map((m) => [m.user_account, m.id]));
    const heavy = accounts.map((a) => heavyById.get(a)).filter((id) => id !== undefined);
    const services = await servicesFor(db);
    await insertBatched(db, 'order_info', rows, (i) => {
      const [a, b] = servicesOfOrder(services, i);
      const [ca, cb] = countsOf(i);
      const itemsFen = a.price_fen * ca + b.price_fen * cb;
      const urgent = urgentOf(i);
      const surcharge = surchargeFen(itemsFen, URGENT_SURCHARGE_PERCENT[urgent]);
      const status = STATUS_MIX[i % STATUS_MIX.length]!;
      const herb = rng.pick(HERBS);
      // Drawn for every order, heavy or not, so the random stream (and every other column) stays as it was.
      const anyone = members[rng.int(0, members.length - 1)]!;
      const heavyK = heavyMemberOf(i);
      const at = createdAt(i);
      return {
        order_no: `JB${at.slice(0, 10).replace(/-/g, '')}${String(i).padStart(8, '0')}`,
        member_id: heavyK !== null && heavy.length ? heavy[heavyK % heavy.length]! : anyone,
        institution_id: a.institution_id,
        submission_id: `bench-${i}`,
        status,
        version: 0,
        sample_name: `${herb}饮片`,
        variety: herb,
        batch_no: `B${rng.int(100000, 999999)}`,
        sample_origin: originOf(i),
        sample_supplier: supplierOf(i),
        sample_quantity: `${rng.int(1, 5) * 100}g × ${rng.int(1, 3)}袋`,
        packing: '密封袋',
        storage: '常温',
        return_sample: status === 13 ? 1 : 0,
        urgent_flag: urgent,
        testing_basis: rng.chance(0.8) ? 2 : 1,
        qualification: rng.chance(0.8) ? 1 : 2,
        invoice_type: rng.int(1, 4),
        invoice_title: '测试单位',
        invoice_tax_no: '',
        invoice_bank_name: '',
        invoice_bank_account: '',
        invoice_address: '',
        invoice_phone: '',
        // Issue #23: every eighth marked 支付确认后自动申请开票 (a subset of invoices.ts's every fourth: paid ones have their invoice). No draw: the random stream stays.
        auto_invoice: i % 8 === 0 ? 1 : 0,
        contact_name: personName(rng),
        contact_phone: `139${String(rng.int(0, 99999999)).padStart(8, '0')}`,
        return_address: '浙江省杭州市西湖区文三路90号',
        remark: '',
        items_fen: itemsFen,
        surcharge_fen: surcharge,
        total_fen: itemsFen + surcharge,
        reject_reason: null,
        contract_url: null,
        signed_contract_url: null,
        voucher_urls: '',
        evaluated: 0,
        created_at: at,
        updated_at: at,
      };
    });
  },
};

export const orderItemBenchData: BenchTable = {
  table: 'order_item',
  rowCount: (scale) => orderBenchData.rowCount(scale) * ITEMS_PER_ORDER,
  async generate({ db, rows }) {
    const services = await servicesFor(db);
    const first = await firstBenchOrderId(db);
    await insertBatched(db, 'order_item', rows, (j) => {
      const i = Math.floor(j / ITEMS_PER_ORDER);
      const s = servicesOfOrder(services, i)[j % ITEMS_PER_ORDER]!;
      const count = countsOf(i)[j % ITEMS_PER_ORDER]!;
      return { order_id: first + i, test_service_id: s.id, test_item_id: s.item_id, test_item_name: s.name, unit_price_fen: s.price_fen, sample_count: count, amount_fen: s.price_fen * count, period_days: s.period_days };
    });
  },
};

export const orderLogBenchData: BenchTable = {
  table: 'order_log',
  rowCount: (scale) => orderBenchData.rowCount(scale),
  async generate({ db, rows }) {
    const first = await firstBenchOrderId(db);
    await insertBatched(db, 'order_log', rows, (i) => ({
      order_id: first + i,
      actor: 'member',
      actor_member_id: null,
      action: 'place',
      from_status: null,
      to_status: 1,
      note: null,
      created_at: createdAt(i),
    }));
  },
};

export const ORDER_BENCH_TABLES: readonly BenchTable[] = [orderBenchData, orderItemBenchData, orderLogBenchData];
