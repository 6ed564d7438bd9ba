import { NOTICE_MESSAGES, ORDER_MESSAGES, ORDER_STATUS, type Notice, type NoticePage, renderNotices } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/lib/clock';
import type { Change } from '../src/modules/live/feed';
import { createMover } from '../src/modules/orders/moves';
import { type Parties, act, orderAt, signIn, uploadPdf } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;

/** Issue #22: notifications written in the causing transaction, and the 消息中心 calls. */
describe(`notifications on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  let operator: Headers;
  const get = async (url: string, headers: Headers) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async (url: string, headers: Headers, payload: object) => (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  const list = async (headers: Headers, query: string): Promise<NoticePage> => {
    const r = await get(`/api/notice/list?${query}`, headers);
    expect(r.retcode, r.retmsg).toBe(1);
    return r.data;
  };
  const rowsOf = (orderId: number) => t.app.db.selectFrom('notification').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const idOf = async (account: string) => (await t.app.db.selectFrom('sys_member').select('id').where('user_account', '=', account).executeTakeFirstOrThrow()).id;
  const orderNo = async (id: number) => (await t.app.db.selectFrom('order_info').select('order_no').where('id', '=', id).executeTakeFirstOrThrow()).order_no;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const member = await t.memberHeaders('buyer');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    operator = await signIn(t.app, 'yunying01');
  }, 60_000);
  afterAll(async () => t.close());

  it("greets the demo accounts with read and unread notices from the demo orders' history", async () => {
    const geren = (await list(await signIn(t.app, 'geren01'), 'scope=member&pageNum=1&pageSize=50')).list;
    expect(geren.some((n) => n.read) && geren.some((n) => !n.read)).toBe(true);
    expect(geren.find((n) => n.event === 'rejectPayment')?.body).toMatch(/^订单 \S+ 的支付确认被驳回，原因：未查询到对应的转账记录/);
    expect((await list(p.staff, 'scope=institution&pageNum=1&pageSize=5')).total).toBeGreaterThan(0);
    expect((await list(operator, 'scope=operator&kind=queue&pageNum=1&pageSize=5')).total).toBeGreaterThan(0);
  });

  it('tells every staff account of the institution of a new order, and the member of its approval, naming the order', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_REVIEW);
    const no = await orderNo(id);
    const staffIds = (await t.app.db.selectFrom('institution_staff').select('member_id').where('institution_id', '=', (await t.app.db.selectFrom('order_info').select('institution_id').where('id', '=', id).executeTakeFirstOrThrow()).institution_id).execute()).map((s) => s.member_id);
    const placed = await rowsOf(id);
    expect(placed.map((r) => r.recipient_id).sort()).toEqual(staffIds.sort());
    expect(placed[0]).toMatchObject({ scope: 'institution', kind: 'order', event: 'place', link: `/workbench/orders/detail?id=${id}`, read_at: null });
    expect(placed[0]!.body).toContain(no);

    expect((await act(t.app, p, 'approve', 'institution', id)).retcode).toBe(1);
    const approved = (await rowsOf(id)).filter((r) => r.event === 'approve');
    expect(approved).toEqual([expect.objectContaining({ recipient_id: (await t.member('buyer')).userId, scope: 'member', body: `订单 ${no} 已审核通过，待签订合同`, link: `/pcenter/order/detail?id=${id}` })]);
  });

  it('writes the reason of a refusal into the member notice', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT_CONFIRM);
    expect((await act(t.app, p, 'rejectPayment', 'institution', id)).retcode).toBe(1);
    const [row] = (await rowsOf(id)).filter((r) => r.event === 'rejectPayment');
    expect(row).toMatchObject({ kind: 'payment', body: `订单 ${await orderNo(id)} 的支付确认被驳回，原因：未到账，请重新上传支付凭证` });
  });

  it('writes nothing for a refused move, nor for a move whose own writes fail (one transaction)', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_REVIEW);
    const before = await tableCounts(t.app.db);
    expect(await act(t.app, p, 'confirmReceipt', 'institution', id)).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.statusNotAllowed });
    expect(await tableCounts(t.app.db)).toEqual(before);

    const order = await t.app.services.orderReader.load({ memberId: (await t.member('buyer')).userId }, id);
    const move = createMover(t.app.db, systemClock, t.app.services.changes, t.app.services.noticeWriter);
    const failing = move(order, { action: 'approve', actor: 'institution', actorMemberId: 1, also: async () => Promise.reject(new Error('disk full')) });
    await expect(failing).rejects.toThrow('disk full');
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect((await rowsOf(id)).map((r) => r.event)).toEqual(['place']);
    // The same move without the failure writes its notice: the failure alone kept it out.
    await move(order, { action: 'approve', actor: 'institution', actorMemberId: 1 });
    expect((await rowsOf(id)).map((r) => r.event)).toEqual(['place', 'approve']);
  });

  it('writes nothing when the notice itself cannot be written: the move is undone with it', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_REVIEW);
    const order = await t.app.services.orderReader.load({ memberId: (await t.member('buyer')).userId }, id);
    const broken = { orderMoved: async () => Promise.reject(new Error('notification table unavailable')) };
    await expect(createMover(t.app.db, systemClock, t.app.services.changes, broken)(order, { action: 'approve', actor: 'institution', actorMemberId: 1 })).rejects.toThrow();
    expect((await t.app.db.selectFrom('order_info').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(ORDER_STATUS.PENDING_REVIEW);
    expect(await t.app.db.selectFrom('order_log').select('action').where('order_id', '=', id).execute()).toEqual([{ action: 'place' }]);
  });

  it('lists unread first, then newest; filters by kind and unread; counts unread per kind', async () => {
    const viewer = await t.memberHeaders('reader');
    const q = { member: viewer, staff: p.staff, memberPdf: await uploadPdf(t.app, viewer), staffPdf: p.staffPdf };
    const a = await orderAt(t.app, q, ORDER_STATUS.PENDING_CONTRACT); // approve (订单)
    const b = await orderAt(t.app, q, ORDER_STATUS.PENDING_SAMPLE_SHIPMENT); // approve, provideContract, confirmPayment (支付)
    const all = await list(viewer, 'scope=member&pageNum=1&pageSize=50');
    expect(all.total).toBe(4);
    expect(all.list.every((n) => !n.read)).toBe(true);
    expect(all.list.map((n) => n.id)).toEqual([...all.list.map((n) => n.id)].sort((x, y) => y - x));
    expect(all.list.map((n) => n.orderId)).toEqual([b, b, b, a]);

    const count = (await get('/api/notice/unreadCount?scope=member', viewer)).data;
    expect(count).toMatchObject({ total: 4, byKind: { order: 3, payment: 1, report: 0, review: 0, queue: 0 } });

    // Reading the newest puts it after the other unread ones, ahead of nothing unread.
    const newest = all.list[0]!;
    expect(await post('/api/notice/read', viewer, { scope: 'member', ids: [newest.id] })).toMatchObject({ retcode: 1, retmsg: NOTICE_MESSAGES.readDone, data: { updated: 1 } });
    const after = await list(viewer, 'scope=member&pageNum=1&pageSize=50');
    expect(after.list.map((n) => n.id)).toEqual([...all.list.slice(1).map((n) => n.id), newest.id]);
    expect(after.list.at(-1)).toMatchObject({ read: true, readAt: expect.any(String) });
    // Paging crosses from the unread part into the read part without losing or repeating one.
    const pages = [await list(viewer, 'scope=member&pageNum=1&pageSize=3'), await list(viewer, 'scope=member&pageNum=2&pageSize=3')];
    expect(pages.flatMap((pg) => pg.list.map((n) => n.id))).toEqual(after.list.map((n) => n.id));

    const payments = await list(viewer, 'scope=member&kind=payment&pageNum=1&pageSize=10');
    expect(payments.list.map((n: Notice) => [n.kind, n.kindName])).toEqual([['payment', '支付']]);
    const unread = await list(viewer, 'scope=member&unreadOnly=true&pageNum=1&pageSize=10');
    expect(unread.total).toBe(3);
    expect(unread.list.every((n) => !n.read)).toBe(true);

    // The newest was the payment notice: 3 order notices are left unread.
    expect(newest.kind).toBe('payment');
    expect((await get('/api/notice/unreadCount?scope=member', viewer)).data).toMatchObject({ total: 3, byKind: { order: 3, payment: 0 } });
    expect(await post('/api/notice/readAll', viewer, { scope: 'member', kind: 'payment' })).toMatchObject({ retcode: 1, data: { updated: 0 } });
    expect(await post('/api/notice/readAll', viewer, { scope: 'member', kind: 'order' })).toMatchObject({ retcode: 1, retmsg: NOTICE_MESSAGES.readAllDone, data: { updated: 3 } });
    expect((await get('/api/notice/unreadCount?scope=member', viewer)).data.total).toBe(0);
    expect((await list(viewer, 'scope=member&pageNum=1&pageSize=50')).list.every((n) => n.read)).toBe(true);
  });

  it("refuses another account's notices, a scope the account does not have, and bad input, changing nothing", async () => {
    const mine = (await list(p.staff, 'scope=institution&pageNum=1&pageSize=1')).list[0]!;
    const stranger = await t.memberHeaders('stranger');
    const before = await tableCounts(t.app.db);
    expect(await post('/api/notice/read', stranger, { scope: 'member', ids: [mine.id] })).toMatchObject({ retcode: 0, retmsg: NOTICE_MESSAGES.notFound });
    expect(await post('/api/notice/read', p.staff, { scope: 'member', ids: [mine.id] })).toMatchObject({ retcode: 0, retmsg: NOTICE_MESSAGES.notFound });
    expect(await get('/api/notice/list?scope=institution', stranger)).toMatchObject({ retcode: 0, retmsg: NOTICE_MESSAGES.scopeDenied });
    expect(await get('/api/notice/unreadCount?scope=operator', p.staff)).toMatchObject({ retcode: 0, retmsg: NOTICE_MESSAGES.scopeDenied });
    expect(await post('/api/notice/readAll', stranger, { scope: 'operator' })).toMatchObject({ retcode: 0, retmsg: NOTICE_MESSAGES.scopeDenied });
    expect(await get('/api/notice/list?scope=everyone', stranger)).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(NOTICE_MESSAGES.scopeInvalid) });
    expect(await post('/api/notice/read', stranger, { scope: 'member', ids: [] })).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(NOTICE_MESSAGES.idsRequired) });
    expect((await get('/api/notice/unreadCount?scope=member', {})).retcode).toBe(401);
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect((await t.app.db.selectFrom('notification').select('read_at').where('id', '=', mine.id).executeTakeFirstOrThrow()).read_at).toBeNull();
  });

  it("tells the operators' queue of a real-name submission, and the member of the verdict with its reason", async () => {
    const changes: Change[] = [];
    const stop = t.app.services.changes.subscribe((c) => changes.push(c));
    const geren = await signIn(t.app, 'geren01');
    expect((await post('/api/sysMember/submitRealName', geren, { realName: '王晓岚', idCard: '110105199003071234' })).retcode).toBe(1);
    const queue = (await list(operator, 'scope=operator&kind=queue&pageNum=1&pageSize=5')).list[0]!;
    expect(queue).toMatchObject({ event: 'realNameSubmitted', kindName: '平台待办', body: '王晓岚 提交了实名认证，请审核', link: '/admin/realname', read: false });
    const operators = await t.app.db.selectFrom('platform_operator').select('member_id').execute();
    expect(await t.app.db.selectFrom('notification').select('recipient_id').where('event', '=', 'realNameSubmitted').where('body', 'like', '王晓岚%').execute()).toHaveLength(operators.length);
    expect(changes).toContainEqual({ topic: 'notification', audience: { memberIds: [], operators: true } });

    const memberId = await idOf('geren01');
    expect((await post('/api/admin/member/rejectRealName', operator, { memberId, reason: '身份证号与姓名不符' })).retcode).toBe(1);
    const verdict = (await list(geren, 'scope=member&kind=review&pageNum=1&pageSize=5')).list[0]!;
    expect(verdict).toMatchObject({ event: 'realNameRejected', body: '您的实名认证未通过，原因：身份证号与姓名不符，请修改后重新提交', link: '/pcenter/baseInfo' });
    expect(changes).toContainEqual({ topic: 'notification', audience: { memberIds: [memberId], operators: false } });
    stop();
  });

  it('tells the owner of a product review, and the operators of a product sent for review', async () => {
    const product = await t.app.db
      .selectFrom('publish_product')
      .innerJoin('sys_member', 'sys_member.id', 'publish_product.member_id')
      .select(['publish_product.id', 'publish_product.name', 'sys_member.user_account'])
      .where('publish_product.goods_status', '=', 1)
      .orderBy('publish_product.id')
      .executeTakeFirstOrThrow();
    const owner = await signIn(t.app, product.user_account);
    expect((await post('/api/admin/product/reject', operator, { id: product.id, reason: '图片不清晰' })).retcode).toBe(1);
    expect((await list(owner, 'scope=member&kind=review&pageNum=1&pageSize=1')).list[0]).toMatchObject({ event: 'productRejected', body: `您的产品“${product.name}”未通过审核，原因：图片不清晰`, link: '/pcenter/product' });
    expect((await post('/publishProduct/changePublishProduct', owner, { id: product.id, action: 'submit' })).retcode).toBe(1);
    expect((await list(operator, 'scope=operator&pageNum=1&pageSize=1')).list[0]).toMatchObject({ event: 'productSubmitted', link: '/admin/products' });
    // 全部标为已读 over every kind of the console's notices.
    const unread = (await get('/api/notice/unreadCount?scope=operator', operator)).data.total as number;
    expect(unread).toBeGreaterThan(0);
    expect(await post('/api/notice/readAll', operator, { scope: 'operator' })).toMatchObject({ retcode: 1, data: { updated: unread } });
    expect((await get('/api/notice/unreadCount?scope=operator', operator)).data.total).toBe(0);
  });

  it('renders exactly what the rule table says', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_CONTRACT);
    const row = (await rowsOf(id)).find((r) => r.event === 'approve')!;
    const [rule] = renderNotices('approve', { orderId: id, orderNo: await orderNo(id) });
    expect(row).toMatchObject({ title: rule!.title, body: rule!.body, link: rule!.link, kind: rule!.kind, scope: rule!.scope });
  });
});
