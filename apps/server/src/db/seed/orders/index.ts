import { REPORT_STATUS, SHIPMENT_DIRECTION, URGENT_SURCHARGE_PERCENT } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../../modules/files/storage';
import { surchargeFen } from '../../../modules/orders/pricing';
import type { Database } from '../../schema';
import { DEMO_ORDERS, type DemoOrder, REASONS, pathTo } from './demo-orders';
import { linkToOrder, storePdf } from './documents';
import { SEED_TRAITS, seedVarieties } from './libraries';
import { QUALITY_YEAR_ORDERS } from './quality-year';
import { seedOrderResults } from './results';
import { seedStaff } from './staff';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();

const code = (i: number) => `DEMO${String(i + 1).padStart(2, '0')}${'K7QX2M'}`.slice(0, 12);

/** Libraries, institution staff, and the demo members' orders in every status (issue #9). Written once. */
export async function seedOrders(db: Kysely<Database>, storage: FileStorage): Promise<void> {
  if (await db.selectFrom('test_trait_library').select('id').limit(1).executeTakeFirst()) return;
  await db.insertInto('test_trait_library').values(SEED_TRAITS.map(([name, description], i) => ({ name, description, sort: i + 1 }))).execute();
  await db.insertInto('test_variety_library').values(seedVarieties()).execute();

  const now = Date.now();
  const staff = await seedStaff(db, at(now));
  const members = new Map((await db.selectFrom('sys_member').select(['id', 'user_account']).where('user_account', 'in', ['putong01', 'geren01', 'qiye01']).execute()).map((m) => [m.user_account, m.id]));
  if (members.size < 3) return;
  // The hand-made orders in every status, then qiye01's year of reported orders behind 质量分析.
  for (const [i, o] of [...DEMO_ORDERS, ...QUALITY_YEAR_ORDERS].entries()) await seedOrder(db, storage, { i, o, memberId: members.get(o.member)!, staff: staff.get(o.staff)!, now });
}

interface OrderSeedArgs {
  i: number;
  o: DemoOrder;
  memberId: number;
  staff: { memberId: number; institutionId: number };
  now: number;
}

async function seedOrder(db: Kysely<Database>, storage: FileStorage, { i, o, memberId, staff, now }: OrderSeedArgs): Promise<void> {
  const services = await db
    .selectFrom('institution_test_service')
    .innerJoin('test_item', 'test_item.id', 'institution_test_service.test_item_id')
    .select(['institution_test_service.id', 'institution_test_service.price_fen', 'institution_test_service.period_days', 'test_item.id as item_id', 'test_item.name'])
    .where('institution_test_service.institution_id', '=', staff.institutionId)
    .where('institution_test_service.status', '=', 1)
    .$if(o.items !== undefined, (q) => q.where('test_item.name', 'in', o.items!))
    .orderBy('institution_test_service.id')
    .offset(o.items ? 0 : i % 3)
    .limit(o.items ? o.items.length : 2)
    .execute();
  const items = services.map((s, k) => ({ ...s, count: 1 + ((i + k) % 2) }));
  const itemsFen = items.reduce((n, s) => n + s.price_fen * s.count, 0);
  const surcharge = surchargeFen(itemsFen, URGENT_SURCHARGE_PERCENT[o.urgent]);
  const steps = pathTo(o.status, { returnSample: !!o.returnSample, hasContract: true, evaluated: false });
  const start = now - o.daysAgo * 24 * HOUR;
  const time = (k: number) => at(start + k * 6 * HOUR);
  const passed = (a: string) => steps.some((s) => s.action === a);
  const last = steps.at(-1)?.action;
  const reason = REASONS[last ?? ''] ?? null;
  // Each order's own documents, uploaded by the side that provides them.
  const contract = passed('provideContract') ? await storePdf(db, storage, staff.memberId, 'contract', ['Testing service contract (demo)', 'Signed by the institution']) : null;
  const signed = passed('signContract') ? await storePdf(db, storage, memberId, 'signedContract', ['Testing service contract (demo)', 'Countersigned by the member']) : null;
  const voucher = passed('pay') ? await storePdf(db, storage, memberId, 'voucher', ['Bank transfer voucher (demo)']) : null;

  const orderId = (
    await db
      .insertInto('order_info')
      .values({
        order_no: `JC${time(0).slice(0, 10).replace(/-/g, '')}9${String(i + 1).padStart(5, '0')}`,
        member_id: memberId,
        institution_id: staff.institutionId,
        submission_id: `seed-${i + 1}`,
        status: o.status,
        version: steps.length,
        sample_name: o.sample[0],
        variety: o.sample[1],
        batch_no: `2026${String(i + 1).padStart(4, '0')}`,
        sample_origin: o.origin ?? '',
        sample_supplier: o.supplier ?? '',
        sample_quantity: o.sample[2],
        packing: '密封袋',
        storage: '常温、干燥、避光',
        return_sample: o.returnSample ? 1 : 0,
        urgent_flag: o.urgent,
        testing_basis: 2,
        qualification: 1,
        invoice_type: o.member === 'qiye01' ? 2 : 1,
        invoice_title: o.member === 'qiye01' ? '杭州青禾中药饮片有限公司' : '个人',
        invoice_tax_no: o.member === 'qiye01' ? '91330106MA2H0Q8R5F' : '',
        invoice_bank_name: o.member === 'qiye01' ? '中国工商银行杭州西湖支行' : '',
        invoice_bank_account: o.member === 'qiye01' ? '1202021109900012345' : '',
        invoice_address: o.member === 'qiye01' ? '浙江省杭州市西湖区文三路90号' : '',
        invoice_phone: o.member === 'qiye01' ? '0571-88886666' : '',
        contact_name: o.member === 'qiye01' ? '陈经理' : '王晓岚',
        contact_phone: '13800000005',
        return_address: '浙江省杭州市西湖区文三路90号',
        remark: '',
        items_fen: itemsFen,
        surcharge_fen: surcharge,
        total_fen: itemsFen + surcharge,
        reject_reason: reason,
        contract_url: contract,
        signed_contract_url: signed,
        voucher_urls: voucher ?? '',
        evaluated: o.evaluate ? 1 : 0,
        created_at: time(0),
        updated_at: time(steps.length + (o.evaluate ? 1 : 0)),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await linkToOrder(db, orderId, [contract, signed, voucher]);
  await db
    .insertInto('order_item')
    .values(items.map((s) => ({ order_id: orderId, test_service_id: s.id, test_item_id: s.item_id, test_item_name: s.name, unit_price_fen: s.price_fen, sample_count: s.count, amount_fen: s.price_fen * s.count, period_days: s.period_days })))
    .execute();

  const logs = [{ action: 'place', actor: 'member', from: null as number | null, to: 1 }, ...steps].map((s, k) => ({
    order_id: orderId,
    actor: s.actor,
    actor_member_id: s.actor === 'member' ? memberId : staff.memberId,
    action: s.action,
    from_status: s.from,
    to_status: s.to,
    note: s.action === last ? reason : null,
    created_at: time(k),
  }));
  if (o.evaluate) logs.push({ ...logs.at(-1)!, action: 'evaluate', actor: 'member', actor_member_id: memberId, from_status: 8, to_status: 8, note: null, created_at: time(logs.length) });
  await db.insertInto('order_log').values(logs).execute();

  for (const [k, s] of steps.entries()) {
    if (s.action === 'sendSamples' || s.action === 'shipSampleBack') {
      const toLab = s.action === 'sendSamples';
      const shipment = await db
        .insertInto('order_shipment')
        .values({ order_id: orderId, direction: toLab ? SHIPMENT_DIRECTION.TO_INSTITUTION : SHIPMENT_DIRECTION.BACK_TO_MEMBER, courier: '顺丰速运', tracking_no: `SF14${String(60000000 + i * 97 + k)}`, created_at: time(k + 1) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const base = start + (k + 1) * 6 * HOUR;
      await db
        .insertInto('shipment_event')
        .values([
          { shipment_id: shipment.id, event_time: at(base + HOUR), place: toLab ? '杭州' : '北京', description: '快件已揽收', created_at: at(base + HOUR) },
          { shipment_id: shipment.id, event_time: at(base + 3 * HOUR), place: '转运中心', description: '快件已到达转运中心，正在发往目的地', created_at: at(base + 3 * HOUR) },
        ])
        .execute();
    }
    if (s.action === 'issueReport') {
      const reportNo = `BG${time(k + 1).slice(0, 10).replace(/-/g, '')}9${String(i + 1).padStart(5, '0')}`;
      const fileUrl = await storePdf(db, storage, staff.memberId, 'report', ['Test report (demo)', `Report No. ${reportNo}`, `Verification code ${code(i)}`, 'Verify at /report/verify']);
      await db.insertInto('order_report').values({ order_id: orderId, report_no: reportNo, verify_code: code(i), file_url: fileUrl, status: REPORT_STATUS.VALID, replaced_by: null, issued_at: time(k + 1) }).execute();
      await linkToOrder(db, orderId, [fileUrl]);
    }
  }
  const issued = steps.findIndex((s) => s.action === 'issueReport');
  // Issue #21: a reported order's results as data; the 天麻 order (8, sample returned) shows a 不符合 row.
  if (issued >= 0) await seedOrderResults(db, orderId, staff.memberId, time(issued).slice(0, 10), o.results ?? { spread: null, failFirst: o.status === 8 && !!o.returnSample });
  if (o.evaluate) {
    await db
      .insertInto('order_evaluation')
      .values({ institution_id: staff.institutionId, order_id: orderId, member_id: memberId, score_service: 5, score_timeliness: 4, score_quality: 5, content: '报告出具及时，检测项目说明清楚，客服响应很快。', audit_status: 1, reply: null, created_at: time(logs.length) })
      .execute();
  }
}
