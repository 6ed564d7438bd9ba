import { ORDER_MESSAGES, ORDER_THREAD_MESSAGES, type OrderThread, PRIVATE_FILE_MESSAGES } from '@tcm/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change } from '../src/modules/live/feed';
import { multipartBody } from './helpers/multipart';
import { placeOrder, signIn, uploadPdf } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
interface Reply {
  retcode: number;
  retmsg: string;
  data: OrderThread | null;
}

const M = '/api/orderInfo';
const I = '/api/institutionOrder';

/**
 * Issue #22, messages on an order: the member and the institution's staff write and read the
 * thread (who wrote, on which side, when), with private attachments; bad input is refused in
 * Chinese and writes nothing; a stranger and another institution's staff read nothing.
 */
describe(`messages on an order on ${testEngine}`, () => {
  let t: TestApp;
  const h: Record<'member' | 'stranger' | 'staff' | 'otherStaff' | 'operator', Headers> = {} as never;
  let orderId: number;
  let memberName: string;
  const changes: Change[] = [];

  const get = async (base: string, headers: Headers, id = orderId): Promise<Reply> => (await t.app.inject({ method: 'GET', url: `${base}/getMessages?orderId=${id}`, headers })).json();
  const post = async (base: string, headers: Headers, body: Record<string, unknown>): Promise<Reply> =>
    (await t.app.inject({ method: 'POST', url: `${base}/postMessage`, headers, payload: { orderId, ...body } })).json();
  async function uploadPng(headers: Headers, filename = '样品照片.png'): Promise<string> {
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#00604f' } }).png().toBuffer();
    const body = multipartBody([{ name: 'file', value: png, filename, contentType: 'image/png' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadFile?scene=orderMessage', headers: { ...headers, ...body.headers }, payload: body.payload });
    return res.json().data.fileUrl as string;
  }
  /** The call is refused with `message` and no table changes. */
  async function expectRefused(send: () => Promise<Reply>, message: string) {
    const before = await tableCounts(t.app.db);
    const res = await send();
    expect(res.retcode, res.retmsg).toBe(0);
    expect(res.retmsg).toContain(message);
    expect(await tableCounts(t.app.db)).toEqual(before);
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    h.member = await t.memberHeaders('msgowner');
    h.stranger = await t.memberHeaders('msgstranger');
    h.staff = await signIn(t.app, 'jigou01');
    h.otherStaff = await signIn(t.app, 'jigou02');
    h.operator = await signIn(t.app, 'yunying01');
    orderId = await placeOrder(t.app, h.member);
    memberName = (await t.member('msgowner')).userAccount;
    t.app.services.changes.subscribe((c) => void changes.push(c));
  }, 60_000);
  afterAll(async () => t.close());

  it('starts empty on both sides', async () => {
    expect((await get(M, h.member)).data).toMatchObject({ orderId, messages: [], writable: true, closedNote: null });
    expect((await get(I, h.staff)).data).toMatchObject({ orderId, messages: [], writable: true });
  });

  it('carries a member message to the staff, with its side, author and time, and announces it to the order', async () => {
    changes.length = 0;
    const sent = await post(M, h.member, { content: '  您好，样品已寄出，请查收。  ' });
    expect(sent).toMatchObject({ retcode: 1, retmsg: ORDER_THREAD_MESSAGES.posted });
    expect(sent.data!.messages).toHaveLength(1);
    const read = (await get(I, h.staff)).data!;
    const [m] = read.messages;
    expect(m).toMatchObject({ side: 'member', sideName: memberName, authorName: memberName, mine: false, content: '您好，样品已寄出，请查收。', attachments: [] });
    expect(Date.now() - Date.parse(m!.createdAt)).toBeLessThan(60_000);
    expect((await get(M, h.member)).data!.messages[0]!.mine).toBe(true);
    const staffRow = await t.app.db.selectFrom('order_info').select(['member_id', 'institution_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(changes.filter((c) => c.topic === 'message')).toEqual([{ topic: 'message', orderId, audience: { memberIds: [staffRow.member_id], institutionIds: [staffRow.institution_id], operators: true } }]);
    // The institution's staff hear of it in their 消息中心 (written with the message), and their open pages refetch.
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notice/list?scope=institution&kind=message&pageSize=50', headers: h.staff })).json().data.list as { event: string; orderId: number; read: boolean }[];
    expect(notices.filter((n) => n.orderId === orderId)).toEqual([expect.objectContaining({ event: 'messageFromMember', read: false })]);
    expect(changes.some((c) => c.topic === 'notification')).toBe(true);
  });

  it("carries the staff's reply with a PDF back to the member, in time order", async () => {
    const pdf = await uploadPdf(t.app, h.staff, '检测方案说明.pdf');
    const sent = await post(I, h.staff, { content: '已收到，附上检测方案。', attachmentUrls: [pdf] });
    expect(sent.retcode, sent.retmsg).toBe(1);
    const read = (await get(M, h.member)).data!;
    expect(read.messages.map((m) => m.side)).toEqual(['member', 'institution']);
    const reply = read.messages[1]!;
    const institution = await t.app.db.selectFrom('institution').innerJoin('order_info', 'order_info.institution_id', 'institution.id').select('institution.name').where('order_info.id', '=', orderId).executeTakeFirstOrThrow();
    expect(reply).toMatchObject({ side: 'institution', sideName: institution.name, authorName: 'jigou01', mine: false, attachments: [{ url: pdf, name: '检测方案说明.pdf', kind: 'pdf' }] });
    expect(Date.parse(reply.createdAt)).toBeGreaterThanOrEqual(Date.parse(read.messages[0]!.createdAt));
    // The member hears of the reply in the 消息中心 (issue #22's rule table).
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notice/list?scope=member&kind=message', headers: h.member })).json().data.list as { event: string; orderId: number; title: string }[];
    expect(notices.filter((n) => n.orderId === orderId)).toEqual([expect.objectContaining({ event: 'messageFromInstitution', title: '订单新留言' })]);
  });

  it('takes a message of attachments only, images included', async () => {
    const png = await uploadPng(h.member);
    const sent = await post(M, h.member, { attachmentUrls: [png] });
    expect(sent.retcode, sent.retmsg).toBe(1);
    expect(sent.data!.messages.at(-1)).toMatchObject({ content: '', attachments: [{ url: png, name: '样品照片.png', kind: 'image' }] });
  });

  it("opens an attachment for the order's parties and operators only", async () => {
    const png = await uploadPng(h.member, 'private.png');
    expect((await post(M, h.member, { content: '见附件', attachmentUrls: [png] })).retcode).toBe(1);
    const row = await t.app.db.selectFrom('upload_file').select(['private', 'kind', 'claimed']).where('file_key', '=', png.slice('/files/'.length)).executeTakeFirstOrThrow();
    expect(row).toEqual({ private: 1, kind: 'orderMessage', claimed: 1 });
    const open = (headers: Headers, url = png) => t.app.inject({ method: 'GET', url, headers });
    for (const headers of [h.member, h.staff, h.operator]) expect((await open(headers)).statusCode).toBe(200);
    expect((await open(h.staff, `${png}?w=180`)).statusCode).toBe(200);
    for (const headers of [h.stranger, h.otherStaff, {}]) {
      const res = await open(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().retmsg).toBe(PRIVATE_FILE_MESSAGES.refused);
    }
    // The staff's PDF of the thread, too.
    const pdf = (await get(M, h.member)).data!.messages.find((m) => m.side === 'institution')!.attachments[0]!.url;
    expect((await open(h.member, pdf)).statusCode).toBe(200);
    expect((await open(h.stranger, pdf)).statusCode).toBe(403);
    expect((await open(h.otherStaff, pdf)).statusCode).toBe(403);
  });

  it('refuses an empty message, writing nothing', async () => {
    await expectRefused(() => post(M, h.member, {}), ORDER_THREAD_MESSAGES.empty);
    await expectRefused(() => post(M, h.member, { content: '   \n ' }), ORDER_THREAD_MESSAGES.empty);
    await expectRefused(() => post(I, h.staff, { content: '', attachmentUrls: [] }), ORDER_THREAD_MESSAGES.empty);
  });

  it('takes 1,000 characters and refuses 1,001', async () => {
    expect((await post(M, h.member, { content: '检'.repeat(1000) })).retcode).toBe(1);
    await expectRefused(() => post(M, h.member, { content: '检'.repeat(1001) }), ORDER_THREAD_MESSAGES.tooLong);
  });

  it('refuses more than 5 attachments, and the same one twice', async () => {
    const pngs = await Promise.all(Array.from({ length: 6 }, () => uploadPng(h.member)));
    await expectRefused(() => post(M, h.member, { content: '六个附件', attachmentUrls: pngs }), ORDER_THREAD_MESSAGES.tooManyAttachments);
    await expectRefused(() => post(M, h.member, { content: '重复', attachmentUrls: [pngs[0], pngs[0]] }), ORDER_THREAD_MESSAGES.attachmentInvalid);
    expect((await post(M, h.member, { content: '五个附件', attachmentUrls: pngs.slice(0, 5) })).retcode).toBe(1);
  });

  it("refuses an attachment that is not the author's own upload, or not an image or PDF", async () => {
    const staffPdf = await uploadPdf(t.app, h.staff);
    await expectRefused(() => post(M, h.member, { content: '借用', attachmentUrls: [staffPdf] }), ORDER_THREAD_MESSAGES.attachmentNotOwn);
    const strangerPng = await uploadPng(h.stranger);
    await expectRefused(() => post(I, h.staff, { content: '借用', attachmentUrls: [strangerPng] }), ORDER_THREAD_MESSAGES.attachmentNotOwn);
    await expectRefused(() => post(M, h.member, { content: '未上传', attachmentUrls: ['/files/AAAAAAAAAAAAAAAAAAAAAA.pdf'] }), ORDER_THREAD_MESSAGES.attachmentNotOwn);
    for (const url of ['/files/AAAAAAAAAAAAAAAAAAAAAA.exe', 'https://example.com/a.pdf', '/files/../portal.sqlite', 42]) {
      await expectRefused(() => post(M, h.member, { content: '类型', attachmentUrls: [url] }), ORDER_THREAD_MESSAGES.attachmentInvalid);
    }
  });

  it("lets a stranger and another institution's staff read and write nothing", async () => {
    const before = (await get(M, h.member)).data!.messages.length;
    for (const [base, headers, message] of [
      [M, h.stranger, ORDER_MESSAGES.orderNotFound],
      [I, h.otherStaff, ORDER_MESSAGES.orderNotFound],
      [I, h.member, ORDER_MESSAGES.staffOnly],
      [I, h.stranger, ORDER_MESSAGES.staffOnly],
    ] as const) {
      const read = await get(base, headers);
      expect(read, `${base} read`).toMatchObject({ retcode: 0, retmsg: message, data: null });
      await expectRefused(() => post(base, headers, { content: '越权留言' }), message);
    }
    // A visitor is asked to sign in.
    expect((await get(M, {})).retcode).toBe(401);
    expect((await post(I, {}, { content: '访客' })).retcode).toBe(401);
    expect((await get(M, h.member)).data!.messages).toHaveLength(before);
  });

  it('announces nothing for a refused message', async () => {
    changes.length = 0;
    await post(M, h.member, {});
    await post(M, h.stranger, { content: '越权' });
    expect(changes).toEqual([]);
  });
});
