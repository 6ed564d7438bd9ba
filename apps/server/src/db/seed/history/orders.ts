import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPORT_STATUS, SHIPMENT_DIRECTION, URGENT_SURCHARGE_PERCENT, type UrgentFlag } from '@tcm/shared';
import type { Insertable, Transaction } from 'kysely';
import type { FileStorage } from '../../../modules/files/storage';
import { beijingDigits } from '../../../lib/serial-numbers';
import { surchargeFen } from '../../../modules/orders/pricing';
import { newVerifyCode } from '../../../modules/reports/numbers';
import type { Database } from '../../schema';
import type { OrderInfoTable } from '../../schema-orders';
import { SEED_VARIETIES } from '../institutions/catalog';
import { demoCreditCode } from '../institutions/codes';
import { pathTo } from '../orders/demo-orders';
import { REASONS } from '../orders/demo-orders';
import { textPdf } from '../orders/report-pdf';
import { identityOf } from './people';
import type { HistoryPlan, PlannedOrder } from './plan';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const CHUNK = 50;
const COURIERS = ['顺丰速运', '京东物流', '中通快递', 'EMS'];
const QUANTITIES = ['500g × 2袋', '1kg × 1袋', '250g × 3袋', '200g × 2袋', '100g × 3瓶', '1kg × 2袋'];

/** Items plus the urgent surcharge, as checkout prices them. */
const totalOf = (itemsFen: number, urgent: UrgentFlag) => itemsFen + surchargeFen(itemsFen, URGENT_SURCHARGE_PERCENT[urgent]);

type Service = { id: number; price_fen: number; period_days: number; item_id: number; name: string };
type Step = ReturnType<typeof pathTo>[number];

interface Written {
  o: PlannedOrder;
  steps: Step[];
  /** When each step happened (index = step), and when the member evaluated. */
  times: number[];
  memberId: number;
  /** Where the member ships from: its company's province, or 浙江. */
  home: string;
}

/** When each move happened: a finished order took about a week or two, one in flight is still moving. */
function stepTimes(o: PlannedOrder, count: number, now: number): number[] {
  const gap = Math.min(((now - o.placedAt) * 0.9) / (count + 1), (10 + (o.pick % 30)) * HOUR);
  return Array.from({ length: count + 1 }, (_, k) => o.placedAt + k * gap);
}

/** The orders of the plan with everything a real order of that status has. */
export async function writeHistoryOrders(trx: Transaction<Database>, storage: FileStorage, { plan, memberIds, now }: { plan: HistoryPlan; memberIds: number[]; now: number }): Promise<void> {
  const services = new Map<number, Service[]>();
  for (const s of await trx
    .selectFrom('institution_test_service')
    .innerJoin('test_item', 'test_item.id', 'institution_test_service.test_item_id')
    .select(['institution_test_service.id', 'institution_test_service.institution_id', 'institution_test_service.price_fen', 'institution_test_service.period_days', 'test_item.id as item_id', 'test_item.name'])
    .where('institution_test_service.status', '=', 1)
    .orderBy('institution_test_service.id')
    .execute()) {
    services.set(s.institution_id, [...(services.get(s.institution_id) ?? []), s]);
  }
  const staff = new Map((await trx.selectFrom('institution_staff').select(['institution_id', 'member_id']).execute()).map((s) => [s.institution_id, s.member_id]));
  const orders = plan.orders.filter((o) => (services.get(o.institutionId) ?? []).length > 0);

  const written: Written[] = [];
  const rows: Insertable<OrderInfoTable>[] = [];
  const items: { index: number; rows: Omit<Insertable<Database['order_item']>, 'order_id'>[] }[] = [];
  for (const o of orders) {
    const member = plan.members[o.memberIndex]!;
    const who = identityOf(member);
    const returnSample = o.status === 13 || (o.status === 8 && o.pick % 6 === 0);
    const steps = pathTo(o.status, { returnSample, hasContract: true, evaluated: false });
    const times = stepTimes(o, steps.length + (o.evaluationId ? 1 : 0), now);
    const offered = services.get(o.institutionId)!;
    const chosen = Array.from({ length: 1 + (o.pick % 3) }, (_, k) => offered[(Math.floor(o.pick / 7) + k * 3) % offered.length]!).filter((s, k, all) => all.indexOf(s) === k);
    const lines = chosen.map((s, k) => ({ test_service_id: s.id, test_item_id: s.item_id, test_item_name: s.name, unit_price_fen: s.price_fen, sample_count: 1 + ((o.pick >> k) % 2), amount_fen: 0, period_days: s.period_days }));
    for (const l of lines) l.amount_fen = l.unit_price_fen * l.sample_count;
    const itemsFen = lines.reduce((n, l) => n + l.amount_fen, 0);
    const herb = SEED_VARIETIES[o.pick % SEED_VARIETIES.length]!;
    const company = who.company;
    const last = steps.at(-1)?.action;
    rows.push({
      order_no: `JC${beijingDigits(o.placedAt)}8${String(o.index).padStart(5, '0')}`,
      member_id: memberIds[o.memberIndex]!,
      institution_id: o.institutionId,
      submission_id: `history-${o.index}`,
      status: o.status,
      version: steps.length,
      sample_name: `${herb}${o.pick % 2 ? '饮片' : '药材'}`,
      variety: herb,
      batch_no: `${new Date(o.placedAt).getUTCFullYear()}${String(o.index).padStart(5, '0')}`,
      sample_quantity: QUANTITIES[o.pick % QUANTITIES.length]!,
      packing: o.pick % 4 ? '密封袋' : '铝箔袋',
      storage: '常温、干燥、避光',
      return_sample: returnSample ? 1 : 0,
      urgent_flag: o.urgent,
      testing_basis: o.pick % 5 ? 2 : 1,
      qualification: o.pick % 4 ? 1 : 2,
      invoice_type: company ? 2 + (o.pick % 3) : 1,
      invoice_title: company ? company.name : who.realName,
      invoice_tax_no: company ? demoCreditCode(company.province, 'KH', member.index) : '',
      invoice_bank_name: company ? '中国建设银行营业部' : '',
      invoice_bank_account: company ? `6217${String(member.index).padStart(4, '0')}00001234567` : '',
      invoice_address: company ? `${company.province}${company.name.slice(0, 2)}中药材市场路${8 + member.index}号` : '',
      invoice_phone: company ? who.mobile : '',
      contact_name: who.realName,
      contact_phone: who.mobile,
      return_address: `${company?.province ?? '浙江'}${company ? company.name.slice(0, 2) : '杭州'}中药材市场路${8 + member.index}号`,
      remark: '',
      items_fen: itemsFen,
      surcharge_fen: totalOf(itemsFen, o.urgent) - itemsFen,
      total_fen: totalOf(itemsFen, o.urgent),
      reject_reason: REASONS[last ?? ''] ?? null,
      contract_url: null,
      signed_contract_url: null,
      voucher_urls: '',
      evaluated: o.evaluationId ? 1 : 0,
      created_at: iso(o.placedAt),
      updated_at: iso(times.at(-1)!),
    });
    items.push({ index: o.index, rows: lines });
    written.push({ o, steps, times, memberId: memberIds[o.memberIndex]!, home: company?.province ?? '浙江' });
  }
  for (let k = 0; k < rows.length; k += CHUNK) await trx.insertInto('order_info').values(rows.slice(k, k + CHUNK)).execute();
  const ids = new Map(
    (await trx.selectFrom('order_info').select(['id', 'submission_id']).where('submission_id', 'like', 'history-%').execute()).map((r) => [Number(r.submission_id.slice('history-'.length)), r.id]),
  );
  const itemRows = items.flatMap(({ index, rows: lines }) => lines.map((l) => ({ ...l, order_id: ids.get(index)! })));
  for (let k = 0; k < itemRows.length; k += CHUNK * 2) await trx.insertInto('order_item').values(itemRows.slice(k, k + CHUNK * 2)).execute();
  await writeMoves(trx, storage, { written, ids, staff, now });
  // 已完成 N 单 counts completions as the move does: the hand-set figures stand for the years before this one.
  const completed = new Map<number, number>();
  for (const o of orders) if (o.status === 8) completed.set(o.institutionId, (completed.get(o.institutionId) ?? 0) + 1);
  for (const [id, n] of completed) await trx.updateTable('institution').set((eb) => ({ order_count: eb('order_count', '+', n) })).where('id', '=', id).execute();
}

/** Each order's log, shipments with their tracking, reports (a real PDF each) and its evaluation. */
async function writeMoves(
  trx: Transaction<Database>,
  storage: FileStorage,
  { written, ids, staff, now }: { written: Written[]; ids: Map<number, number>; staff: Map<number, number>; now: number },
): Promise<void> {
  const logs: Insertable<Database['order_log']>[] = [];
  const files: Insertable<Database['upload_file']>[] = [];
  const links: { file_key: string; order_id: number }[] = [];
  const reports: Insertable<Database['order_report']>[] = [];
  const shipments: { orderId: number; toLab: boolean; at: number; trackingNo: string; courier: string; home: string }[] = [];
  for (const { o, steps, times, memberId, home } of written) {
    const orderId = ids.get(o.index)!;
    const staffId = staff.get(o.institutionId) ?? null;
    const last = steps.at(-1)?.action;
    const all = [{ action: 'place', actor: 'member' as const, from: null as number | null, to: 1 }, ...steps];
    all.forEach((s, k) =>
      logs.push({ order_id: orderId, actor: s.actor, actor_member_id: s.actor === 'member' ? memberId : staffId, action: s.action, from_status: s.from, to_status: s.to, note: s.action === last ? (REASONS[last] ?? null) : null, created_at: iso(times[k]!) }),
    );
    for (const [k, s] of steps.entries()) {
      const at = times[k + 1]!;
      if (s.action === 'sendSamples' || s.action === 'shipSampleBack') {
        shipments.push({ orderId, toLab: s.action === 'sendSamples', at, home, courier: COURIERS[(o.pick + k) % COURIERS.length]!, trackingNo: `HS${String(o.index).padStart(5, '0')}${k}${String(o.pick).padStart(6, '0')}` });
      }
      if (s.action === 'issueReport') {
        const key = `${crypto.randomBytes(16).toString('base64url').slice(0, 22)}.pdf`;
        const reportNo = `BG${beijingDigits(at)}8${String(o.index).padStart(5, '0')}`;
        const verifyCode = newVerifyCode();
        const body = textPdf(['Test report (demo)', `Report No. ${reportNo}`, `Verification code ${verifyCode}`, 'Verify at /report/verify']);
        const temp = path.join(storage.tempDir(), `seed-${key}`);
        await fs.promises.writeFile(temp, body);
        await storage.putFile(key, temp);
        files.push({ file_key: key, mime: 'application/pdf', size: body.length, original_name: null, member_id: staffId, scene: 'member', created_at: iso(at), private: 1, kind: 'report' });
        links.push({ file_key: key, order_id: orderId });
        reports.push({ order_id: orderId, report_no: reportNo, verify_code: verifyCode, file_url: `/files/${key}`, status: REPORT_STATUS.VALID, replaced_by: null, issued_at: iso(at) });
      }
    }
    if (o.evaluationId) {
      const at = times.at(-1)!;
      logs.push({ order_id: orderId, actor: 'member', actor_member_id: memberId, action: 'evaluate', from_status: 8, to_status: 8, note: null, created_at: iso(at) });
      await trx.updateTable('order_evaluation').set({ order_id: orderId, member_id: memberId, created_at: iso(at) }).where('id', '=', o.evaluationId).execute();
    }
  }
  await insertChunked(trx, 'order_log', logs);
  await insertChunked(trx, 'upload_file', files);
  await insertChunked(trx, 'upload_file_order', links);
  await insertChunked(trx, 'order_report', reports);
  await insertChunked(
    trx,
    'order_shipment',
    shipments.map((s) => ({ order_id: s.orderId, direction: s.toLab ? SHIPMENT_DIRECTION.TO_INSTITUTION : SHIPMENT_DIRECTION.BACK_TO_MEMBER, courier: s.courier, tracking_no: s.trackingNo, created_at: iso(s.at) })),
  );
  const shipmentIds = new Map((await trx.selectFrom('order_shipment').select(['id', 'tracking_no']).where('tracking_no', 'like', 'HS%').execute()).map((r) => [r.tracking_no, r.id]));
  await insertChunked(
    trx,
    'shipment_event',
    shipments.flatMap((s) => {
      const id = shipmentIds.get(s.trackingNo)!;
      const [from, to] = s.toLab ? [s.home, '检测机构收样室'] : ['检测机构收样室', s.home];
      const events: [number, string, string][] = [
        [HOUR, from, '快件已揽收'],
        [14 * HOUR, '转运中心', '快件已到达转运中心，正在发往目的地'],
        [1.5 * DAY, to, '快件已签收'],
      ];
      // A parcel sent an hour ago has only been picked up: no event after the seed's now.
      return events.filter(([after]) => s.at + after <= now).map(([after, place, description]) => ({ shipment_id: id, event_time: iso(s.at + after), place, description, created_at: iso(s.at + after) }));
    }),
  );
}

async function insertChunked<T extends 'order_log' | 'upload_file' | 'upload_file_order' | 'order_report' | 'order_shipment' | 'shipment_event'>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let k = 0; k < rows.length; k += CHUNK * 2) await trx.insertInto(table).values(rows.slice(k, k + CHUNK * 2) as never).execute();
}
