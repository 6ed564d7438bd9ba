import { AUDIT_ACTION_LABELS, ORDER_MESSAGE_AUDIT_ACTIONS, ORDER_STATUS, ORDER_THREAD_MAX_MESSAGES, ORDER_THREAD_MESSAGES, OPERATOR_MESSAGES, SERVER_MESSAGES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './helpers/manual-clock';
import { TEST_PASSWORD } from './helpers/members';
import { type Parties, orderAt, placeOrder, signIn, uploadPdf } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const DAY = 86_400_000;
const ADMIN = '/api/admin/order/getOrderMessages';

/**
 * Issue #22: operators read any order's thread for a dispute, read-only, and every read is in the
 * audit log; an ended order's thread closes 30 days after it ended; a thread and an account's
 * posting are bounded.
 */
describe(`order threads: operators' audited reads, closing, limits on ${testEngine}`, () => {
  let t: TestApp;
  const clock = manualClock();
  let p: Parties;
  let operator: Headers;
  let operatorNoFactor: Headers;

  const post = async (headers: Headers, orderId: number, content: string, base = '/api/orderInfo') =>
    (await t.app.inject({ method: 'POST', url: `${base}/postMessage`, headers, payload: { orderId, content } })).json();
  const read = async (headers: Headers, query: string) => (await t.app.inject({ method: 'GET', url: `${ADMIN}?${query}`, headers })).json();
  const readsOf = (orderNo: string) =>
    t.app.db.selectFrom('audit_log').select(['account', 'action', 'result', 'detail']).where('action', '=', ORDER_MESSAGE_AUDIT_ACTIONS.read).where('detail', 'like', `%${orderNo}%`).orderBy('id').execute();

  async function signInMember(): Promise<Headers> {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: (await t.member('opsowner')).userAccount, password: TEST_PASSWORD } });
    return { token: res.json().data.accessToken as string };
  }

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    const member = await t.memberHeaders('opsowner');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    operator = await signIn(t.app, 'yunying01');
    const yunying01 = await t.app.db.selectFrom('sys_member').select('id').where('user_account', '=', 'yunying01').executeTakeFirstOrThrow();
    operatorNoFactor = { token: (await t.app.services.sessions.issue(t.app.db, yunying01.id, null)).token };
  }, 60_000);
  afterAll(async () => t.close());

  it('lets an operator read a thread by order number or id, read-only, each read audited', async () => {
    const orderId = await placeOrder(t.app, p.member);
    const { order_no: orderNo } = await t.app.db.selectFrom('order_info').select('order_no').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect((await post(p.member, orderId, '报告结论有异议')).retcode).toBe(1);
    expect((await post(p.staff, orderId, '已复核，结论无误', '/api/institutionOrder')).retcode).toBe(1);

    const byNo = await read(operator, `orderNo=${orderNo}`);
    expect(byNo).toMatchObject({ retcode: 1, retmsg: ORDER_THREAD_MESSAGES.readAudited, data: { orderId, orderNo, writable: false, closedNote: null } });
    expect(byNo.data.messages.map((m: { side: string; content: string; mine: boolean }) => [m.side, m.content, m.mine])).toEqual([
      ['member', '报告结论有异议', false],
      ['institution', '已复核，结论无误', false],
    ]);
    expect((await read(operator, `orderId=${orderId}`)).data.orderNo).toBe(orderNo);
    const rows = await readsOf(orderNo);
    expect(rows).toEqual([
      { account: 'yunying01', action: 'order_messages_read', result: 'success', detail: `订单 ${orderNo} 的留言（2 条）` },
      { account: 'yunying01', action: 'order_messages_read', result: 'success', detail: `订单 ${orderNo} 的留言（2 条）` },
    ]);
    expect(AUDIT_ACTION_LABELS.order_messages_read).toBe('查看订单留言');
    // The console lists the read in 操作日志.
    const log = await t.app.inject({ method: 'GET', url: `/api/admin/audit/query?action=${ORDER_MESSAGE_AUDIT_ACTIONS.read}&keyword=${orderNo}`, headers: operator });
    expect(log.json().data.total).toBe(2);
  });

  it('refuses an unknown order number, a missing one, and callers who are not operators (with a second factor)', async () => {
    const before = await tableCounts(t.app.db);
    const audited = await t.app.db.selectFrom('audit_log').select('id').where('action', '=', ORDER_MESSAGE_AUDIT_ACTIONS.read).execute();
    expect(await read(operator, 'orderNo=JC00000000000000000000')).toMatchObject({ retcode: 0, retmsg: ORDER_THREAD_MESSAGES.orderNotFound, data: null });
    expect(await read(operator, 'orderId=999999')).toMatchObject({ retcode: 0, retmsg: ORDER_THREAD_MESSAGES.orderNotFound });
    expect((await read(operator, 'orderNo=')).retmsg).toContain(ORDER_THREAD_MESSAGES.orderNoRequired);
    expect((await read(operator, '')).retmsg).toContain(ORDER_THREAD_MESSAGES.orderNoRequired);
    const orderId = await placeOrder(t.app, p.member);
    const before2 = await tableCounts(t.app.db);
    expect(await read(p.member, `orderId=${orderId}`)).toMatchObject({ retcode: 0, retmsg: OPERATOR_MESSAGES.operatorOnly, data: null });
    expect(await read(p.staff, `orderId=${orderId}`)).toMatchObject({ retcode: 0, retmsg: OPERATOR_MESSAGES.operatorOnly, data: null });
    expect((await read(operatorNoFactor, `orderId=${orderId}`)).retcode).toBe(0);
    expect((await read({}, `orderId=${orderId}`)).retcode).toBe(401);
    expect(await tableCounts(t.app.db)).toEqual(before2);
    expect(Object.keys(before2)).toEqual(Object.keys(before));
    expect(await t.app.db.selectFrom('audit_log').select('id').where('action', '=', ORDER_MESSAGE_AUDIT_ACTIONS.read).execute()).toEqual(audited);
  });

  it('keeps an ended order writable for 30 days, then read-only; an open order never closes', async () => {
    const cancelled = await orderAt(t.app, p, ORDER_STATUS.CANCELLED);
    const testing = await orderAt(t.app, p, ORDER_STATUS.TESTING);
    // Sessions end after 30 idle minutes: each side signs in again after the clock moves.
    const signInAgain = async () => ({ member: await signInMember(), staff: await signIn(t.app, 'jigou01') });
    clock.advance(29 * DAY);
    expect((await post((await signInAgain()).member, cancelled, '取消后补充说明')).retcode).toBe(1);
    clock.advance(2 * DAY);
    const { member: headers, staff } = await signInAgain();
    const before = await tableCounts(t.app.db);
    expect(await post(headers, cancelled, '再补充')).toMatchObject({ retcode: 0, retmsg: ORDER_THREAD_MESSAGES.closed });
    expect(await post(staff, cancelled, '机构补充', '/api/institutionOrder')).toMatchObject({ retcode: 0, retmsg: ORDER_THREAD_MESSAGES.closed });
    expect(await tableCounts(t.app.db)).toEqual(before);
    const thread = (await t.app.inject({ method: 'GET', url: `/api/orderInfo/getMessages?orderId=${cancelled}`, headers })).json().data;
    expect(thread).toMatchObject({ writable: false, closedNote: ORDER_THREAD_MESSAGES.closed, messages: [{ content: '取消后补充说明' }] });
    expect((await post(headers, testing, '检测进度如何？')).retcode).toBe(1);
  });

  it("refuses a thread's message past its cap, and an account's 31st message within a minute", async () => {
    clock.advance(DAY);
    const member = await t.memberHeaders('opsflood');
    const orderId = await placeOrder(t.app, member);
    const author = await t.app.db.selectFrom('order_info').select('member_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    const at = new Date(clock.now()).toISOString();
    const filler = Array.from({ length: ORDER_THREAD_MAX_MESSAGES - 1 }, (_, i) => ({ order_id: orderId, author_id: author.member_id, author_side: 'member', content: `第${i}条`, created_at: at }));
    for (let i = 0; i < filler.length; i += 100) await t.app.db.insertInto('order_message').values(filler.slice(i, i + 100)).execute();
    expect((await post(member, orderId, '最后一条')).retcode).toBe(1);
    expect(await post(member, orderId, '超出上限')).toMatchObject({ retcode: 0, retmsg: ORDER_THREAD_MESSAGES.threadFull });
    expect((await t.app.inject({ method: 'GET', url: `/api/orderInfo/getMessages?orderId=${orderId}`, headers: member })).json().data.messages).toHaveLength(ORDER_THREAD_MAX_MESSAGES);

    // A fresh account, at the start of a rate window.
    clock.advance(60_000 - (clock.now() % 60_000));
    const flooder = await t.memberHeaders('opsflood2');
    const other = await placeOrder(t.app, flooder);
    for (let i = 0; i < 30; i++) expect((await post(flooder, other, `消息${i}`)).retcode).toBe(1);
    expect(await post(flooder, other, '第31条')).toMatchObject({ retcode: 0, retmsg: SERVER_MESSAGES.tooManyRequests });
    clock.advance(60_000);
    expect((await post(flooder, other, '一分钟后')).retcode).toBe(1);
  });
});
