import { ORDER_MESSAGES, ORDER_STATUS, REPORT_MESSAGES, REPORT_STATUS } from '@tcm/shared';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart';
import { type Parties, act, fillResults, orderAt, signIn, uploadPdf } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const I = '/api/institutionOrder';

describe(`report stamping, replacing and revoking on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  let other: Headers;
  const get = async (url: string, headers: Headers = p.staff) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async (url: string, payload: object, headers: Headers = p.staff) => (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  const reportsOf = (orderId: number) => t.app.db.selectFrom('order_report').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const verify = async (code: string) => (await get(`/api/report/verifyReport?code=${code}`, {})).data;
  /** Uploads bytes that start like a PDF (so the upload takes them) but are no PDF. */
  async function uploadBrokenPdf(headers: Headers): Promise<string> {
    const { payload, headers: h } = multipartBody([{ name: 'file', value: Buffer.from('%PDF-1.7\nthis is not a PDF at all'), filename: 'broken.pdf', contentType: 'application/pdf' }]);
    return (await t.app.inject({ method: 'POST', url: '/api/uploadFile', headers: { ...headers, ...h }, payload })).json().data.fileUrl;
  }
  /** Reports are private (issue #17): the staff of the order's institution opens them with its session. */
  async function download(fileUrl: string): Promise<PDFDocument> {
    const res = await t.app.inject({ method: 'GET', url: fileUrl, headers: p.staff });
    expect(res.statusCode).toBe(200);
    return PDFDocument.load(res.rawPayload);
  }
  const unchanged = async (call: () => Promise<{ retcode: number; retmsg: string }>, retmsg: string | number) => {
    const before = await tableCounts(t.app.db);
    const r = await call();
    if (typeof retmsg === 'number') expect(r.retcode).toBe(retmsg);
    else expect(r).toMatchObject({ retcode: 0, retmsg });
    expect(await tableCounts(t.app.db)).toEqual(before);
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, publicBaseUrl: 'https://jc.example.cn' });
    const member = await t.memberHeaders('reader');
    const staff = await signIn(t.app, 'jigou01');
    other = await signIn(t.app, 'jigou02');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
  }, 60_000);
  afterAll(async () => t.close());

  it('issues a stamped copy for members and keeps the original for the institution', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.COMPLETED);
    const [row] = await reportsOf(id);
    expect(row).toMatchObject({ original_url: p.staffPdf, status: REPORT_STATUS.VALID, replaced_by: null });
    expect(row!.file_url).not.toBe(p.staffPdf);
    // The stamped copy is a new upload of the staff member who issued it.
    const staffId = (await t.app.db.selectFrom('sys_member').select('id').where('user_account', '=', 'jigou01').executeTakeFirstOrThrow()).id;
    const upload = await t.app.db.selectFrom('upload_file').selectAll().where('file_key', '=', row!.file_url.slice('/files/'.length)).executeTakeFirstOrThrow();
    expect(upload).toMatchObject({ member_id: staffId, mime: 'application/pdf', private: 1, kind: 'stampedReport' });
    // Its QR code leads to the configured public address.
    expect(t.app.services.reportStamper.verifyUrl(row!.verify_code)).toBe(`https://jc.example.cn/report/verify?code=${row!.verify_code}`);
    const stamped = await download(row!.file_url);
    expect(stamped.getPageCount()).toBe(1);
    expect(Buffer.from(await stamped.save()).length).toBeGreaterThan(Buffer.from(await (await download(p.staffPdf)).save()).length);
    // Members see (and download) only the stamped copy.
    const detail = (await get(`/api/orderInfo/getOrder?id=${id}`, p.member)).data;
    expect(detail.report).toMatchObject({ fileUrl: row!.file_url, verifyCode: row!.verify_code, status: REPORT_STATUS.VALID });
    const mine = (await get('/api/orderInfo/queryMyReport', p.member)).data.list.find((r: { orderId: number }) => r.orderId === id);
    expect(mine.fileUrl).toBe(row!.file_url);
    // The institution sees both.
    const history = await get(`${I}/queryOrderReports?orderId=${id}`);
    expect(history).toMatchObject({ retcode: 1, data: [{ reportNo: row!.report_no, fileUrl: row!.file_url, originalUrl: p.staffPdf, statusReason: null, replacedByNo: null }] });
  });

  it('refuses a PDF pdf-lib cannot read, with no move and no rows', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.TESTING);
    await fillResults(t.app, p.staff, id); // complete results (issue #21): only the PDF is wrong
    const broken = await uploadBrokenPdf(p.staff);
    await unchanged(() => post(`${I}/issueReport`, { orderId: id, reportUrl: broken }), REPORT_MESSAGES.pdfUnreadable);
    expect((await t.app.db.selectFrom('order_info').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(ORDER_STATUS.TESTING);
    // At a status that forbids the move, the status refusal comes first and nothing is stamped.
    const early = await orderAt(t.app, p, ORDER_STATUS.PENDING_REVIEW);
    await unchanged(() => post(`${I}/issueReport`, { orderId: early, reportUrl: p.staffPdf }), ORDER_MESSAGES.statusNotAllowed);
  });

  it('replaces the current report: a new stamped report, the old one marked replaced, logged and audited', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.COMPLETED);
    const [old] = await reportsOf(id);
    const newPdf = await uploadPdf(t.app, p.staff);
    const r = await post(`${I}/replaceReport`, { orderId: id, reportUrl: newPdf, reason: '检测结果单位有误' });
    expect(r).toMatchObject({ retcode: 1, retmsg: REPORT_MESSAGES.replaced });
    const [was, now] = await reportsOf(id);
    expect(now).toMatchObject({ original_url: newPdf, status: REPORT_STATUS.VALID, replaced_by: null });
    expect(now!.report_no).not.toBe(old!.report_no);
    expect(now!.verify_code).not.toBe(old!.verify_code);
    expect(now!.file_url).not.toBe(newPdf);
    expect(was).toMatchObject({ id: old!.id, status: REPORT_STATUS.REPLACED, replaced_by: now!.id, status_reason: '检测结果单位有误' });
    expect(r.data.map((x: { reportNo: string; replacedByNo: string | null }) => [x.reportNo, x.replacedByNo])).toEqual([
      [now!.report_no, null],
      [old!.report_no, now!.report_no],
    ]);
    // The printed old report now says it was replaced, and by which.
    expect(await verify(old!.verify_code)).toMatchObject({ status: REPORT_STATUS.REPLACED, replacedBy: { reportNo: now!.report_no } });
    expect(await verify(now!.verify_code)).toMatchObject({ status: REPORT_STATUS.VALID, replacedBy: null });
    expect((await get(`/api/orderInfo/getOrder?id=${id}`, p.member)).data.report).toMatchObject({ reportNo: now!.report_no, fileUrl: now!.file_url });
    // On the timeline (status unchanged) and in the audit log.
    const log = await t.app.db.selectFrom('order_log').selectAll().where('order_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'replaceReport', actor: 'institution', from_status: ORDER_STATUS.COMPLETED, to_status: ORDER_STATUS.COMPLETED });
    expect(log.note).toContain(now!.report_no);
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'report_replace').execute();
    expect(audit.some((a) => a.detail?.includes(old!.report_no) && a.result === 'success')).toBe(true);
  });

  it('revokes the current report; only an issued, current report can be replaced or revoked', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_SAMPLE_RETURN, true);
    const [report] = await reportsOf(id);
    expect(await post(`${I}/revokeReport`, { orderId: id, reason: '样品信息登记错误' })).toMatchObject({ retcode: 1, retmsg: REPORT_MESSAGES.revoked });
    expect(await verify(report!.verify_code)).toMatchObject({ status: REPORT_STATUS.REVOKED, statusName: '已撤销' });
    expect((await reportsOf(id))[0]).toMatchObject({ status: REPORT_STATUS.REVOKED, status_reason: '样品信息登记错误' });
    const log = await t.app.db.selectFrom('order_log').selectAll().where('order_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'revokeReport', from_status: ORDER_STATUS.PENDING_SAMPLE_RETURN, to_status: ORDER_STATUS.PENDING_SAMPLE_RETURN });
    expect(await t.app.db.selectFrom('audit_log').select('id').where('action', '=', 'report_revoke').execute()).not.toHaveLength(0);
    // A revoked report can be neither revoked again nor replaced.
    await unchanged(() => post(`${I}/revokeReport`, { orderId: id, reason: '再次撤销' }), REPORT_MESSAGES.notCurrent);
    await unchanged(() => post(`${I}/replaceReport`, { orderId: id, reportUrl: p.staffPdf, reason: '替换' }), REPORT_MESSAGES.notCurrent);
    // An order without a report has nothing to replace or revoke.
    const testing = await orderAt(t.app, p, ORDER_STATUS.TESTING);
    await unchanged(() => post(`${I}/revokeReport`, { orderId: testing, reason: '撤销' }), REPORT_MESSAGES.noReport);
    await unchanged(() => post(`${I}/replaceReport`, { orderId: testing, reportUrl: p.staffPdf, reason: '替换' }), REPORT_MESSAGES.noReport);
  });

  it('refuses a broken or foreign PDF on replace, changing nothing', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.COMPLETED);
    await unchanged(() => post(`${I}/replaceReport`, { orderId: id, reportUrl: p.memberPdf, reason: '替换' }), ORDER_MESSAGES.fileNotOwn);
    const broken = await uploadBrokenPdf(p.staff);
    await unchanged(() => post(`${I}/replaceReport`, { orderId: id, reportUrl: broken, reason: '替换' }), REPORT_MESSAGES.pdfUnreadable);
    await unchanged(() => post(`${I}/replaceReport`, { orderId: id, reportUrl: p.staffPdf, reason: '' }), 0);
    expect((await reportsOf(id)).map((r) => r.status)).toEqual([REPORT_STATUS.VALID]);
  });

  it('lets one of two racing revocations win', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.COMPLETED);
    const results = await Promise.all([post(`${I}/revokeReport`, { orderId: id, reason: '一' }), post(`${I}/revokeReport`, { orderId: id, reason: '二' })]);
    expect(results.map((r) => r.retcode).sort()).toEqual([0, 1]);
    const logs = await t.app.db.selectFrom('order_log').select('action').where('order_id', '=', id).where('action', '=', 'revokeReport').execute();
    expect(logs).toHaveLength(1);
  });

  it("refuses visitors, members and another institution's staff on every call, changing nothing", async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.COMPLETED);
    // [call, what jigou02 is told]: jigou01's upload is not jigou02's, which is refused first.
    const calls: [(h: Headers) => Promise<{ retcode: number; retmsg: string }>, string][] = [
      [(h) => get(`${I}/queryOrderReports?orderId=${id}`, h), ORDER_MESSAGES.orderNotFound],
      [(h) => post(`${I}/replaceReport`, { orderId: id, reportUrl: p.staffPdf, reason: '替换' }, h), ORDER_MESSAGES.fileNotOwn],
      [(h) => post(`${I}/revokeReport`, { orderId: id, reason: '撤销' }, h), ORDER_MESSAGES.orderNotFound],
    ];
    for (const [call, toOther] of calls) {
      await unchanged(() => call({}), 401);
      await unchanged(() => call(p.member), ORDER_MESSAGES.staffOnly);
      await unchanged(() => call(other), toOther);
    }
    // jigou02 replacing with its own upload still cannot reach jigou01's order.
    const theirs = await uploadPdf(t.app, other);
    await unchanged(() => post(`${I}/replaceReport`, { orderId: id, reportUrl: theirs, reason: '替换' }, other), ORDER_MESSAGES.orderNotFound);
    expect(await act(t.app, p, 'evaluate', 'member', id)).toMatchObject({ retcode: 1 });
  });
});
