import net from 'node:net';
import { Writable } from 'node:stream';
import { ORDER_STATUS } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Change } from '../src/modules/live/feed';
import { CourierApiError, KUAIDI100_CALLBACK_PATH, createKuaidi100Client } from '../src/modules/couriers/kuaidi100-client';
import { type Kuaidi100Fake, beijing, md5Upper, startKuaidi100Fake } from './helpers/kuaidi100-fake';
import { manualClock } from './helpers/manual-clock';
import { type Parties, orderAt, signIn, uploadPdf } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const HOUR = 3_600_000;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let numbers = 0;
/** A tracking number no other test of the run uses, in 顺丰's shape (the fake recognises it). */
const sfNumber = () => `SF${String(Date.now() % 1e8).padStart(8, '0')}${String((numbers += 1) % 100).padStart(2, '0')}`;

/** Three events of a parcel to the institution, newest first, in the aggregator's Beijing time. */
function parcel(state: number, base = Date.UTC(2026, 10, 20, 2, 0)) {
  const events = [
    { time: beijing(base), context: '【杭州市】快件已由【西湖营业部】揽收', areaName: '浙江,杭州市' },
    { time: beijing(base + 5 * HOUR), context: '【杭州转运中心】已发出，下一站【北京转运中心】', areaName: '浙江,杭州市' },
    { time: beijing(base + 20 * HOUR), context: '【北京市】快件已签收，签收人：收样室', areaName: '北京,北京市,海淀区' },
  ];
  return { company: 'shunfeng', state, events: (state === 3 ? events : events.slice(0, 2)).reverse() };
}

describe(`快递100 behind getRealTimeLogistics on ${testEngine}`, () => {
  let t: TestApp;
  let fake: Kuaidi100Fake;
  let p: Parties;
  let logText = '';
  const clock = manualClock(Date.UTC(2026, 10, 21, 1, 0));
  const changes: Change[] = [];

  const get = async (url: string, headers: Headers = p.member) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async (url: string, payload: object, headers: Headers = p.member) => (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  const shipmentOf = (orderId: number) => t.app.db.selectFrom('order_shipment').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const eventsOf = (shipmentId: number) => t.app.db.selectFrom('shipment_event').selectAll().where('shipment_id', '=', shipmentId).orderBy('event_time', 'desc').execute();
  const subscribed = (orderId: number) => vi.waitFor(async () => expect((await shipmentOf(orderId)).subscription).toBe('subscribed'), { timeout: 5_000 });

  /** An order at 待寄送样品, its samples sent with `body`'s courier. */
  async function sent(body: { courier?: string; courierCode?: string; trackingNo: string }) {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_SAMPLE_SHIPMENT);
    const r = await post('/api/orderInfo/sendOutGoods', { orderId, courier: '顺丰速运', ...body });
    expect(r, r.retmsg).toMatchObject({ retcode: 1, data: { status: ORDER_STATUS.PENDING_SAMPLE_RECEIPT } });
    return orderId;
  }

  beforeAll(async () => {
    fake = await startKuaidi100Fake();
    const port = await freePort();
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logText += chunk.toString();
        done();
      },
    });
    t = await createTestApp({ rateLimit: false, logLevel: 'info', kuaidi100: fake.config, publicBaseUrl: `http://127.0.0.1:${port}` }, { clock, logStream });
    await t.app.listen({ host: '127.0.0.1', port });
    t.app.services.changes.subscribe((c) => changes.push(c));
    const member = await t.memberHeaders('kd-buyer');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('recognises the courier of a number for signed-in callers, by our names', async () => {
    expect(await get('/api/logistics/recogniseCourier?trackingNo=SF1234567890')).toMatchObject({ retcode: 1, data: { candidates: [{ code: 'shunfeng', name: '顺丰速运' }] } });
    expect((await get('/api/logistics/recogniseCourier?trackingNo=JT0001234567890', p.staff)).data.candidates[0]).toEqual({ code: 'jtexpress', name: '极兔速递' });
    expect((await get('/api/logistics/recogniseCourier?trackingNo=ZZ99')).data).toEqual({ candidates: [] });
    expect((await get('/api/logistics/recogniseCourier?trackingNo=SF1234567890', {})).retcode).toBe(401);
    expect(await get('/api/logistics/recogniseCourier?trackingNo=SF%2012')).toMatchObject({ retcode: 0, retmsg: expect.stringContaining('快递单号只能包含字母、数字和横线') });
    // The key went in the form body, checked by the fake.
    expect(fake.requests.filter((r) => r.path === '/autonumber/auto').every((r) => r.form.key === fake.config.key)).toBe(true);
  });

  it('subscribes a shipment after the member enters it, with our callback URL, salt and (顺丰) the phone', async () => {
    const trackingNo = sfNumber();
    const orderId = await sent({ courierCode: 'shunfeng', trackingNo });
    await subscribed(orderId);
    const sub = fake.subscriptions.find((s) => s.number === trackingNo)!;
    expect(sub).toMatchObject({ company: 'shunfeng', callbackurl: `${t.config.publicBaseUrl}${KUAIDI100_CALLBACK_PATH}`, salt: fake.config.salt });
    expect(sub.parameters).toMatchObject({ resultv2: '1', phone: '13912345678' });
    expect(await shipmentOf(orderId)).toMatchObject({ courier: '顺丰速运', courier_code: 'shunfeng', subscribe_attempts: 1, subscription_note: null });
  });

  it('takes a listed courier’s code from its name, and leaves an unlisted one to the aggregator’s recognition', async () => {
    const listed = await sent({ courier: '中通快递', trackingNo: '7300' + String(Date.now()).slice(-10) });
    expect((await shipmentOf(listed)).courier_code).toBe('zhongtong');
    await subscribed(listed);
    const unlisted = sfNumber();
    const orderId = await sent({ courier: '某同城快递', trackingNo: unlisted });
    await subscribed(orderId);
    expect((await shipmentOf(orderId)).courier_code).toBeNull();
    expect(fake.subscriptions.find((s) => s.number === unlisted)).toMatchObject({ company: 'shunfeng', parameters: { autoCom: '1' } });
  });

  it('never fails the move when the subscription does: retried with back-off, a refusal for good is kept', async () => {
    fake.failSubscriptions({ returnCode: '500', message: '服务器错误' });
    const orderId = await sent({ courierCode: 'shunfeng', trackingNo: sfNumber() });
    await vi.waitFor(async () => expect(await shipmentOf(orderId)).toMatchObject({ subscription: 'pending', subscribe_attempts: 1, subscription_note: '500 服务器错误' }));
    expect(await t.app.services.shipmentSubscriptions.retryDue()).toBe(0); // not due yet
    clock.advance(61_000);
    await t.app.services.shipmentSubscriptions.retryDue();
    expect(await shipmentOf(orderId)).toMatchObject({ subscription: 'subscribed', subscribe_attempts: 2, subscription_note: null });

    fake.failSubscriptions({ returnCode: '701', message: '拒绝订阅的快递公司' });
    const refused = await sent({ courierCode: 'shunfeng', trackingNo: sfNumber() });
    await vi.waitFor(async () => expect(await shipmentOf(refused)).toMatchObject({ subscription: 'failed', subscription_note: '701 拒绝订阅的快递公司', next_attempt_at: null }));
  });

  it('answers the aggregator’s live events through the provider, storing nothing on a GET', async () => {
    const trackingNo = sfNumber();
    const orderId = await sent({ courierCode: 'shunfeng', trackingNo });
    fake.setTrack(trackingNo, parcel(0));
    const before = await tableCounts(t.app.db);
    const [track] = (await get(`/api/orderInfo/getRealTimeLogistics?orderId=${orderId}`)).data;
    expect(track).toMatchObject({ provider: 'kuaidi100', shipment: { trackingNo, courierCode: 'shunfeng', state: 0, stateName: '在途' } });
    expect(track.events).toEqual([
      { time: '2026-11-20T07:00:00.000Z', place: '浙江,杭州市', description: '【杭州转运中心】已发出，下一站【北京转运中心】', source: 'kuaidi100' },
      { time: '2026-11-20T02:00:00.000Z', place: '浙江,杭州市', description: '【杭州市】快件已由【西湖营业部】揽收', source: 'kuaidi100' },
    ]);
    expect(await tableCounts(t.app.db)).toEqual(before);
    const query = fake.requests.findLast((r) => r.path === '/poll/query.do')!;
    expect(JSON.parse(query.form.param!)).toEqual({ com: 'shunfeng', num: trackingNo, phone: '13912345678', resultv2: '1' });
  });

  it('stores a signed push once, shows it on the order to both parties, and announces it once', async () => {
    const trackingNo = sfNumber();
    const orderId = await sent({ courierCode: 'shunfeng', trackingNo });
    await subscribed(orderId);
    fake.setTrack(trackingNo, parcel(0));
    const announced = () => changes.filter((c) => c.topic === 'logistics' && c.orderId === orderId).length;
    expect(await fake.push(trackingNo)).toEqual({ status: 200, body: { result: true, returnCode: '200', message: '成功' } });
    const shipment = await shipmentOf(orderId);
    expect(shipment).toMatchObject({ last_state: 0, subscription: 'subscribed' });
    expect((await eventsOf(shipment.id)).map((e) => [e.description, e.source])).toEqual([
      ['【杭州转运中心】已发出，下一站【北京转运中心】', 'kuaidi100'],
      ['【杭州市】快件已由【西湖营业部】揽收', 'kuaidi100'],
    ]);
    expect(announced()).toBe(1);

    // The same push again (the aggregator retries; it always sends the whole history): nothing new.
    const before = await tableCounts(t.app.db);
    expect((await fake.push(trackingNo)).body).toEqual({ result: true, returnCode: '200', message: '成功' });
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect(announced()).toBe(1);

    // Signed for: the third event, state 3, the tracking over.
    fake.setTrack(trackingNo, parcel(3));
    expect((await fake.push(trackingNo)).body).toMatchObject({ result: true });
    expect(await shipmentOf(orderId)).toMatchObject({ last_state: 3, subscription: 'ended' });
    expect(announced()).toBe(2);
    const [track] = (await get(`/api/orderInfo/getRealTimeLogistics?orderId=${orderId}`)).data;
    expect(track).toMatchObject({ shipment: { state: 3, stateName: '已签收' } });
    expect(track.events.map((e: { description: string }) => e.description)).toEqual(['【北京市】快件已签收，签收人：收样室', '【杭州转运中心】已发出，下一站【北京转运中心】', '【杭州市】快件已由【西湖营业部】揽收']);
    // The institution's workbench lists the stored events, the pushed ones with their source.
    const [staffTrack] = (await get(`/api/institutionOrder/queryTrackingEvents?orderId=${orderId}`, p.staff)).data;
    expect(staffTrack.events).toEqual(track.events);
  });

  it('refuses a push with a wrong signature, or one it cannot read, in the documented shape, storing nothing', async () => {
    const trackingNo = sfNumber();
    const orderId = await sent({ courierCode: 'shunfeng', trackingNo });
    await subscribed(orderId);
    fake.setTrack(trackingNo, parcel(3));
    const before = await tableCounts(t.app.db);
    const form = fake.pushForm(trackingNo);
    const send = (payload: string, type = 'application/x-www-form-urlencoded') => t.app.inject({ method: 'POST', url: KUAIDI100_CALLBACK_PATH, headers: { 'content-type': type }, payload });
    const forged = [
      new URLSearchParams({ param: form.param, sign: 'A'.repeat(32) }).toString(),
      new URLSearchParams({ param: form.param, sign: md5Upper(`${form.param}another-salt`) }).toString(),
      new URLSearchParams({ param: form.param.replace('收样室', '伪造者'), sign: form.sign }).toString(),
    ];
    for (const body of forged) {
      const res = await send(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: false, returnCode: '400', message: '签名验证失败' });
    }
    for (const [payload, type] of [['param=x', undefined], ['{"param":"x","sign":"y"}', 'application/json'], ['{', 'application/json'], ['abc', 'text/plain']] as const) {
      const res = await send(payload, type);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ result: false, returnCode: '400' });
    }
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect((await shipmentOf(orderId)).last_state).toBeNull();
  });

  it('stores a push on every shipment of one parcel; the second subscription is the aggregator’s 501', async () => {
    const trackingNo = sfNumber();
    const [a, b] = [await sent({ courierCode: 'shunfeng', trackingNo }), await sent({ courierCode: 'shunfeng', trackingNo })];
    await subscribed(a);
    await subscribed(b);
    expect(fake.subscriptions.filter((s) => s.number === trackingNo)).toHaveLength(1);
    fake.setTrack(trackingNo, parcel(0));
    await fake.push(trackingNo);
    for (const orderId of [a, b]) expect(await eventsOf((await shipmentOf(orderId)).id)).toHaveLength(2);
  });

  it('reports the samples signed for at the institution once, for its notification', async () => {
    const trackingNo = sfNumber();
    const orderId = await sent({ courierCode: 'shunfeng', trackingNo });
    const push = { status: 'shutdown', message: '', company: 'shunfeng', formerCompany: null, number: trackingNo, state: 3, events: [], source: 'kuaidi100' };
    expect(await t.app.services.shipmentPushes.receive(push)).toEqual({ shipments: 1, stored: 0, signedAtInstitution: [orderId] });
    expect(await t.app.services.shipmentPushes.receive(push)).toEqual({ shipments: 1, stored: 0, signedAtInstitution: [] });
    // The institution's staff hear of it once, in the push's transaction (issue #22's rule table).
    const notices = await t.app.db.selectFrom('notification').select(['event', 'scope', 'title']).where('order_id', '=', orderId).where('event', '=', 'sampleSigned').execute();
    expect(notices.length).toBeGreaterThan(0);
    expect(new Set(notices.map((n) => `${n.scope} ${n.title}`))).toEqual(new Set(['institution 样品已签收']));
    const order = await t.app.db.selectFrom('order_info').select('institution_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    const staff = await t.app.db.selectFrom('institution_staff').select('member_id').where('institution_id', '=', order.institution_id).execute();
    expect(notices).toHaveLength(staff.length);
    // A push for a number we do not have is taken (the aggregator stops) and stores nothing.
    expect(await t.app.services.shipmentPushes.receive({ ...push, number: 'SF0000000000' })).toEqual({ shipments: 0, stored: 0, signedAtInstitution: [] });
  });

  it('writes the key, the customer id and the salt to no log line', () => {
    expect(logText.length).toBeGreaterThan(0);
    for (const secret of [fake.config.key, fake.config.customer, fake.config.salt]) expect(logText).not.toContain(secret);
  });
});

describe(`the 快递100 client against the fake on ${testEngine}`, () => {
  let fake: Kuaidi100Fake;
  beforeAll(async () => {
    fake = await startKuaidi100Fake();
    fake.setTrack('SF1000000001', parcel(0));
  });
  afterAll(async () => fake.close());

  it('signs its queries as documented: a wrong key or customer is the documented 503', async () => {
    const good = createKuaidi100Client({ ...fake.config, callbackUrl: 'http://127.0.0.1/cb' });
    expect((await good.query({ company: 'shunfeng', number: 'SF1000000001', phone: '' })).events).toHaveLength(2);
    for (const wrong of [{ key: 'another-key' }, { customer: 'ANOTHERCUSTOMER' }]) {
      const client = createKuaidi100Client({ ...fake.config, ...wrong, callbackUrl: 'http://127.0.0.1/cb' });
      const refused = await client.query({ company: 'shunfeng', number: 'SF1000000001', phone: '' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(CourierApiError);
      expect(refused).toMatchObject({ code: '503', message: '验证签名失败' });
    }
    const badKey = createKuaidi100Client({ ...fake.config, key: 'another-key', callbackUrl: 'http://127.0.0.1/cb' });
    expect(await badKey.subscribe({ company: 'shunfeng', number: 'SF1000000002', phone: '' })).toMatchObject({ accepted: false, retry: true, note: expect.stringMatching(/^600 /) });
    await expect(badKey.autonumber('SF1000000002')).rejects.toMatchObject({ code: '601' });
  });

  it('names an unreachable aggregator without its address or key', async () => {
    const down = createKuaidi100Client({ ...fake.config, pollBaseUrl: 'http://127.0.0.1:9', callbackUrl: 'http://127.0.0.1/cb' });
    const err = (await down.query({ company: 'shunfeng', number: 'SF1000000001', phone: '' }).catch((e: unknown) => e)) as Error;
    expect(err).toMatchObject({ code: 'unreachable' });
    expect(err.message).not.toContain(fake.config.key);
  });
});

describe(`the demo: the fake moves a subscribed parcel on by itself (npm run fake:kuaidi100) on ${testEngine}`, () => {
  it('pushes each step, signed, until signed for; the order shows them all', async () => {
    const fake = await startKuaidi100Fake({ advanceMs: 40 });
    const port = await freePort();
    const t = await createTestApp({ rateLimit: false, kuaidi100: fake.config, publicBaseUrl: `http://127.0.0.1:${port}` });
    try {
      await t.app.listen({ host: '127.0.0.1', port });
      const member = await t.memberHeaders('demo-buyer');
      const staff = await signIn(t.app, 'jigou01');
      const orderId = await orderAt(t.app, { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) }, ORDER_STATUS.PENDING_SAMPLE_RECEIPT);
      const shipment = () => t.app.db.selectFrom('order_shipment').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
      await vi.waitFor(async () => expect(await shipment()).toMatchObject({ last_state: 3, subscription: 'ended' }), { timeout: 10_000, interval: 50 });
      const [track] = (await t.app.inject({ url: `/api/orderInfo/getRealTimeLogistics?orderId=${orderId}`, headers: member })).json().data;
      expect(track.events.map((e: { description: string }) => e.description)).toEqual([
        '【北京市】快件已签收，签收人：收样室',
        '【北京市】快件正在派送中，请保持电话畅通',
        '【北京转运中心】已收入',
        '【杭州转运中心】已发出，下一站【北京转运中心】',
        '【杭州市】快件已由【西湖营业部】揽收',
      ]);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});

describe(`without 快递100 configured on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(async () => t.close());

  it('keeps the recorded provider, subscribes nothing, recognises nothing and refuses every push', async () => {
    expect(t.config.kuaidi100).toBeNull();
    const member = await t.memberHeaders('plain');
    const staff = await signIn(t.app, 'jigou01');
    const p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_SAMPLE_RECEIPT);
    expect(await t.app.db.selectFrom('order_shipment').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()).toMatchObject({
      courier_code: 'shunfeng',
      subscription: 'none',
      next_attempt_at: null,
    });
    const logistics = (await t.app.inject({ url: `/api/orderInfo/getRealTimeLogistics?orderId=${orderId}`, headers: member })).json();
    expect(logistics.data).toMatchObject([{ provider: 'recorded', events: [], shipment: { courierCode: 'shunfeng', state: null } }]);
    expect((await t.app.inject({ url: '/api/logistics/recogniseCourier?trackingNo=SF1234567890', headers: member })).json().data).toEqual({ candidates: [] });
    const before = await tableCounts(t.app.db);
    const res = await t.app.inject({ method: 'POST', url: KUAIDI100_CALLBACK_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'param=%7B%7D&sign=00' });
    expect(res.json()).toEqual({ result: false, returnCode: '400', message: '未启用快递100推送' });
    expect(await tableCounts(t.app.db)).toEqual(before);
  });
});
