import type { OrderStatus } from '@tcm/shared';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { pathTo } from '../../src/db/seed/orders/demo-orders';
import { multipartBody } from './multipart';
import { type Parties, act, orderForm, requestFor } from './orders';

type Envelope<T> = { retcode: number; retmsg: string; data: T };

/** jigou01's services for 水分 and the heavy-metal list, which 黄芪's 2020 monograph both checks. */
export async function huangqiServices(app: FastifyInstance): Promise<{ water: number; metals: number }> {
  const rows = await app.db
    .selectFrom('institution_test_service')
    .innerJoin('institution_staff', 'institution_staff.institution_id', 'institution_test_service.institution_id')
    .innerJoin('sys_member', 'sys_member.id', 'institution_staff.member_id')
    .innerJoin('test_item', 'test_item.id', 'institution_test_service.test_item_id')
    .select(['institution_test_service.id', 'test_item.name'])
    .where('sys_member.user_account', '=', 'jigou01')
    .where('institution_test_service.status', '=', 1)
    .orderBy('institution_test_service.id')
    .execute();
  const water = rows.find((r) => r.name === '水分');
  const metals = rows.find((r) => r.name.startsWith('重金属及有害元素'));
  if (!water || !metals) throw new Error(`jigou01 offers ${rows.map((r) => r.name).join('、')}`);
  return { water: water.id, metals: metals.id };
}

/**
 * An order of 黄芪 (2020) with jigou01: 水分 for 2 samples and the heavy metals for 1 (or `samples`), driven to
 * `status`. Before the report goes out, `beforeReport` enters the results (act() would fill every row 未检出).
 */
export async function huangqiOrderAt(
  app: FastifyInstance,
  p: Parties,
  status: OrderStatus,
  opts: { extra?: Record<string, unknown>; beforeReport?: (orderId: number) => Promise<void>; samples?: { water: number; metals: number } } = {},
): Promise<number> {
  const s = await huangqiServices(app);
  const samples = opts.samples ?? { water: 2, metals: 1 };
  const form = orderForm([{ testServiceId: s.water, sampleCount: samples.water }, { testServiceId: s.metals, sampleCount: samples.metals }], opts.extra);
  const placed = (await app.inject({ method: 'POST', url: '/api/orderInfo/placeOrder', headers: p.member, payload: { ...form, submissionId: crypto.randomUUID() } })).json() as Envelope<{ orders: { id: number }[] }>;
  if (placed.retcode !== 1) throw new Error(`placeOrder: ${placed.retmsg}`);
  const id = placed.data.orders[0]!.id;
  for (const step of pathTo(status, { returnSample: false, hasContract: true, evaluated: false })) {
    let r: { retcode: number; retmsg: string };
    if (step.action === 'issueReport' && opts.beforeReport) {
      // Over our own values: act() would first fill every row 未检出.
      await opts.beforeReport(id);
      r = (await app.inject(await requestFor(app, p, step.action, step.actor, id))).json();
    } else r = await act(app, p, step.action, step.actor, id);
    if (r.retcode !== 1) throw new Error(`${step.action}: ${r.retmsg}`);
  }
  return id;
}

/** The order's import template as its staff download it, every row filled 未检出, as a multipart upload. */
export async function filledResultsTemplate(app: FastifyInstance, staff: Record<string, string>, orderId: number): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const res = await app.inject({ method: 'GET', url: `/api/institutionOrder/resultsTemplate?orderId=${orderId}`, headers: staff });
  if (res.statusCode !== 200) throw new Error(`resultsTemplate: ${res.body}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('检测结果')!;
  const column = (ws.getRow(1).values as unknown[]).indexOf('检测结果');
  ws.eachRow((row, n) => {
    if (n > 1) row.getCell(column).value = '未检出';
  });
  return multipartBody([{ name: 'file', value: Buffer.from(await wb.xlsx.writeBuffer()), filename: 'results.xlsx' }]);
}
