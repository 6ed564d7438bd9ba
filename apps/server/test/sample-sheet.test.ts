import { ORDER_STATUS, type OrderDetail, type PayAmount, SAMPLE_SHEET_COLUMNS, type SampleSheetCheck, type ResultSheet } from '@tcm/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplesByService } from '../src/modules/orders/order-samples';
import { SAMPLE_SHEET_MESSAGES as M } from '../src/modules/orders/sample-sheet-messages';
import { multipartBody } from './helpers/multipart';
import { type Parties, orderForm, servicesOf, signIn, uploadPdf } from './helpers/orders';
import { huangqiOrderAt, huangqiServices } from './helpers/results';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Envelope<T> = { retcode: number; retmsg: string; data: T };
type Row = Partial<Record<(typeof SAMPLE_SHEET_COLUMNS)[number], string>>;
const O = '/api/orderInfo';

/** A filled sample sheet, rows as given (Excel row n + 2 is rows[n]). */
async function workbook(rows: Row[], sheetName = '样品清单'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  ws.columns = SAMPLE_SHEET_COLUMNS.map((header) => ({ header, key: header }));
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** 12 batches of 黄芪 from four suppliers, every one for 水分 (by name), the first five also for the heavy metals (by code). */
const twelve = (metalsCode: string): Row[] =>
  Array.from({ length: 12 }, (_, i) => ({
    样品名称: `黄芪饮片${i + 1}`,
    批号: `HQ2401${String(i + 1).padStart(2, '0')}`,
    产地: i % 2 ? '内蒙古' : '甘肃',
    规格: '统货',
    数量: '500g',
    供应商: `供应商${(i % 4) + 1}`,
    检测项目: i < 5 ? `水分、${metalsCode}` : '水分',
  }));

describe(`sample sheets (批量导入样品) on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  let institutionId: number;
  let s: { water: number; metals: number };

  const post = async <T>(url: string, payload: unknown, headers: Headers = p.member) => (await t.app.inject({ method: 'POST', url, headers, payload: payload as object })).json() as Envelope<T>;
  const get = async <T>(url: string, headers: Headers = p.member) => (await t.app.inject({ method: 'GET', url, headers })).json() as Envelope<T>;
  const orderCount = async () => Number((await t.app.db.selectFrom('order_info').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  async function check(file: Buffer, id = institutionId, headers: Headers = p.member): Promise<Envelope<SampleSheetCheck>> {
    const { payload, headers: h } = multipartBody([{ name: 'file', value: file, filename: 'samples.xlsx' }]);
    return (await t.app.inject({ method: 'POST', url: `${O}/checkSampleSheet?institutionId=${id}`, headers: { ...headers, ...h }, payload })).json();
  }

  const place = (items: { testServiceId: number; sampleCount: number }[], samples: unknown[]) =>
    post<{ orders: { id: number; totalFen: number }[] }>(`${O}/placeOrder`, { ...orderForm(items, { samples }), submissionId: crypto.randomUUID() });

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const member = await t.memberHeaders('sheet');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    s = await huangqiServices(t.app);
    institutionId = (await servicesOf(t.app))[0]!.institution_id;
  }, 60_000);
  afterAll(async () => t.close());

  it('maps the k-th sample of an item to the k-th sample in sheet order that asks for its service', () => {
    const samples = [{ testServiceIds: [1, 2], n: 'a' }, { testServiceIds: [2], n: 'b' }, { testServiceIds: [1, 1], n: 'c' }];
    const by = samplesByService(samples);
    expect(by.get(1)!.map((x) => x.n)).toEqual(['a', 'c']);
    expect(by.get(2)!.map((x) => x.n)).toEqual(['a', 'b']);
  });

  it("offers a template listing the institution's services with their codes, to members only", async () => {
    const res = await t.app.inject({ method: 'GET', url: `${O}/sampleSheetTemplate?institutionId=${institutionId}`, headers: p.member });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((wb.getWorksheet('样品清单')!.getRow(1).values as unknown[]).slice(1)).toEqual([...SAMPLE_SHEET_COLUMNS]);
    const listed: string[] = [];
    wb.getWorksheet('项目清单')!.eachRow((row, n) => n > 1 && listed.push(row.getCell(1).text));
    expect(listed.sort()).toEqual((await servicesOf(t.app)).map((x) => `XM${x.id}`).sort());
    const visitor = (await t.app.inject({ method: 'GET', url: `${O}/sampleSheetTemplate?institutionId=${institutionId}` })).json() as Envelope<null>;
    expect(visitor.retcode).not.toBe(1);
    expect((await get<null>(`${O}/sampleSheetTemplate?institutionId=999999`)).retmsg).toBe(M.noServices);
  });

  it('turns a 12-sample sheet into one order with 12 sample lines, priced exactly as the same counts entered by hand', async () => {
    const checked = await check(await workbook(twelve(`XM${s.metals}`)));
    expect(checked.retcode, checked.retmsg).toBe(1);
    expect(checked.retmsg).toBe(M.checked(12, 2));
    expect(checked.data.errors).toEqual([]);
    expect(checked.data.items.map(({ testServiceId, sampleCount }) => ({ testServiceId, sampleCount }))).toEqual([
      { testServiceId: s.water, sampleCount: 12 },
      { testServiceId: s.metals, sampleCount: 5 },
    ]);
    expect(checked.data.samples[0]).toEqual({ name: '黄芪饮片1', batchNo: 'HQ240101', origin: '甘肃', spec: '统货', quantity: '500g', supplier: '供应商1', testServiceIds: [s.water, s.metals] });

    const lines = checked.data.items.map(({ testServiceId, sampleCount }) => ({ testServiceId, sampleCount }));
    const preview = await get<PayAmount>(`${O}/getPayAmount?items=${lines.map((l) => `${l.testServiceId}:${l.sampleCount}`).join(',')}`);
    const before = await orderCount();
    const placed = await place(lines, checked.data.samples);
    expect(placed.retcode, placed.retmsg).toBe(1);
    expect(placed.data.orders).toHaveLength(1);
    expect(await orderCount()).toBe(before + 1);
    const byHand = await place(lines, []);
    const [sheetOrder, handOrder] = await Promise.all([
      get<OrderDetail>(`${O}/getOrder?id=${placed.data.orders[0]!.id}`),
      get<OrderDetail>(`${O}/getOrder?id=${byHand.data.orders[0]!.id}`),
    ]);
    expect(sheetOrder.data.samples).toHaveLength(12);
    expect(sheetOrder.data.samples.map((x) => x.batchNo)).toEqual(twelve('').map((r) => r.批号));
    expect(handOrder.data.samples).toEqual([]);
    expect(sheetOrder.data.items).toEqual(handOrder.data.items);
    expect(sheetOrder.data.amounts).toEqual(handOrder.data.amounts);
    expect(sheetOrder.data.amounts.totalFen).toBe(preview.data.totalFen);
    const stored = await t.app.db.selectFrom('order_sample').selectAll().where('order_id', '=', placed.data.orders[0]!.id).orderBy('sample_no').execute();
    expect(stored.map((r) => r.sample_no)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('names every wrong row by its Excel row number and places nothing', async () => {
    const other = (await servicesOf(t.app, 'jigou02'))[0]!.id;
    const good = twelve(`XM${s.metals}`)[0]!;
    const rows: Row[] = [
      good, // row 2
      { ...good, 批号: 'HQ-X', 检测项目: '不存在的项目' }, // 3
      { ...good, 批号: '' }, // 4
      { ...good, 样品名称: '', 批号: 'HQ-5' }, // 5
      { ...good, 批号: 'HQ-6', 供应商: '供'.repeat(61) }, // 6
      { ...good, 批号: 'HQ-7', 检测项目: '' }, // 7
      { ...good, 批号: 'HQ-8', 检测项目: `水分；XM${other}` }, // 8: another institution's service
      { ...good }, // 9: row 2 again
      { ...good, 批号: 'HQ-10', 数量: '' }, // 10
    ];
    const before = await orderCount();
    const reply = await check(await workbook(rows));
    expect(reply.retcode).toBe(0);
    expect(reply.retmsg).toBe(M.failed);
    expect(reply.data.errors).toEqual([
      M.unknownItem(3, '不存在的项目'),
      M.missing(4, '批号'),
      M.missing(5, '样品名称'),
      '第6行：供应商不能超过60个字',
      M.noItems(7),
      M.unknownItem(8, `XM${other}`),
      M.duplicateSample(9, 2),
      M.missing(10, '数量'),
    ]);
    expect(reply.data.samples).toEqual([]);
    expect(await orderCount()).toBe(before);
  });

  it('refuses more than 200 samples, an empty sheet and a file that is not the template', async () => {
    const many = Array.from({ length: 201 }, (_, i) => ({ ...twelve('')[0]!, 批号: `B${i}`, 检测项目: '水分' }));
    expect(await check(await workbook(many))).toMatchObject({ retcode: 0, retmsg: M.tooMany(201, 200) });
    expect(await check(await workbook([]))).toMatchObject({ retcode: 0, retmsg: M.empty });
    expect(await check(await workbook(twelve(''), 'Sheet1'))).toMatchObject({ retcode: 0, retmsg: M.noSheet });
    expect(await check(Buffer.from('样品名称,批号\n黄芪,1'))).toMatchObject({ retcode: 0, retmsg: M.notXlsx });
  });

  it('refuses an order whose samples and items disagree, or that spans two institutions', async () => {
    const checked = (await check(await workbook(twelve(`XM${s.metals}`)))).data;
    const before = await orderCount();
    expect(await place([{ testServiceId: s.water, sampleCount: 11 }, { testServiceId: s.metals, sampleCount: 5 }], checked.samples)).toMatchObject({ retcode: 0, retmsg: M.countMismatch });
    expect(await place([{ testServiceId: s.water, sampleCount: 12 }], checked.samples)).toMatchObject({ retcode: 0, retmsg: M.sampleServiceNotOrdered('黄芪饮片1', 'HQ240101') });
    const other = (await servicesOf(t.app, 'jigou02'))[0]!.id;
    const lines = [{ testServiceId: s.water, sampleCount: 12 }, { testServiceId: s.metals, sampleCount: 5 }, { testServiceId: other, sampleCount: 1 }];
    expect(await place(lines, checked.samples)).toMatchObject({ retcode: 0, retmsg: M.oneInstitution });
    expect(await orderCount()).toBe(before);
  });

  // 水分 × 2 and the heavy metals × 1, as huangqiOrderAt orders them: sample A asks both, B only 水分.
  const twoSamples = () => [
    { name: '黄芪A', batchNo: 'A01', origin: '甘肃', spec: '', quantity: '500g', supplier: '甲公司', testServiceIds: [s.water, s.metals] },
    { name: '黄芪B', batchNo: 'B01', origin: '内蒙古', spec: '', quantity: '500g', supplier: '乙公司', testServiceIds: [s.water] },
  ];

  it("labels the results by each sample and publishes each row with its own sample's supplier and origin", async () => {
    const id = await huangqiOrderAt(t.app, p, ORDER_STATUS.COMPLETED, { extra: { samples: twoSamples() } });
    const sheet = (await get<ResultSheet>(`${O}/getOrderResults?orderId=${id}`)).data;
    expect(sheet.fromSampleSheet).toBe(true);
    const water = sheet.rows.filter((r) => r.itemName === '水分');
    expect(water.map((r) => r.sampleLabel)).toEqual(['黄芪A（A01）', '黄芪B（B01）']);
    expect(new Set(sheet.rows.filter((r) => r.itemName !== '水分').map((r) => r.sampleLabel))).toEqual(new Set(['黄芪A（A01）']));
    const published = await t.app.db.selectFrom('report_result').select(['item_name', 'sample_index', 'sample_name', 'batch_no', 'origin', 'supplier', 'variety']).where('order_id', '=', id).execute();
    expect(published.length).toBe(sheet.rows.length);
    for (const r of published) {
      const b = r.item_name === '水分' && r.sample_index === 2;
      expect(r).toMatchObject(b ? { sample_name: '黄芪B', batch_no: 'B01', origin: '内蒙古', supplier: '乙公司' } : { sample_name: '黄芪A', batch_no: 'A01', origin: '甘肃', supplier: '甲公司' });
      expect(r.variety).toBe('黄芪');
    }
  });

  it('counts each sheet sample under its own supplier in 质量分析, two batches of one supplier as two samples', async () => {
    const samples = twoSamples().map((x, k) => ({ ...x, supplier: '丙公司', batchNo: `C0${k + 1}` }));
    await huangqiOrderAt(t.app, p, ORDER_STATUS.COMPLETED, { extra: { samples } });
    const quality = (await get<{ suppliers: { supplier: string; judged: number }[] }>(`${O}/getQualityAnalysis?supplier=丙公司`)).data;
    expect(quality.suppliers.map((r) => [r.supplier, r.judged])).toEqual([['丙公司', 2]]);
  });

  it('replaces the samples like the items when a rejected order is edited and resubmitted', async () => {
    const id = await huangqiOrderAt(t.app, p, ORDER_STATUS.REVIEW_REJECTED, { extra: { samples: twoSamples() } });
    const one = [{ ...twoSamples()[1]!, testServiceIds: [s.water] }];
    const r = await post<OrderDetail>(`${O}/resubmitOrder`, { ...orderForm([{ testServiceId: s.water, sampleCount: 1 }], { samples: one }), orderId: id });
    expect(r.retcode, r.retmsg).toBe(1);
    expect(r.data.samples.map((x) => x.name)).toEqual(['黄芪B']);
    expect(r.data.items.map((i) => i.sampleCount)).toEqual([1]);
  });
});
