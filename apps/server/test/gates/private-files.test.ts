import { ORDER_STATUS, PRIVATE_FILE_MESSAGES, TOKEN_COOKIE } from '@tcm/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '../../src/db/seed/orders/demo-orders';
import { manualClock } from '../helpers/manual-clock';
import { multipartBody } from '../helpers/multipart';
import { act, placeOrder, signIn, uploadPdf } from '../helpers/orders';
import { type TestApp, createTestApp, testEngine } from '../helpers/test-app';

type Headers = Record<string, string>;
const PRIVATE = 'private, no-store';

/**
 * Issue #17, played as the attacker: every private kind of document is refused to a visitor, to
 * another member and to a cookie-only request, and opens for those entitled (the session of the
 * Token header) or with a short-lived signed link — never cached by anyone in between.
 */
describe(`private documents on ${testEngine}`, () => {
  let t: TestApp;
  const clock = manualClock();
  const h: Record<'member' | 'staff' | 'otherStaff' | 'stranger' | 'operator' | 'operatorNoFactor' | 'corporate', Headers> = {} as never;
  /** Each private kind: its path, who owns it, and the staff of its order's institution (order documents). */
  const docs: Record<string, { url: string; owner: Headers; staff?: Headers }> = {};

  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
  const image = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#f3efe6' } }).png().toBuffer();
  async function upload(headers: Headers, query = ''): Promise<{ fileUrl: string; previewUrl?: string }> {
    const body = multipartBody([{ name: 'file', value: await image(), filename: 'scan.png' }]);
    const res = await t.app.inject({ method: 'POST', url: `/api/uploadFile${query}`, headers: { ...headers, ...body.headers }, payload: body.payload });
    return res.json().data;
  }
  async function expectRefused(url: string, headers: Headers, who: string) {
    const res = await get(url, headers);
    expect(res.statusCode, `${url} as ${who}`).toBe(403);
    expect(res.json(), who).toMatchObject({ retcode: 0, retmsg: PRIVATE_FILE_MESSAGES.refused });
    expect(res.headers['cache-control']).toBe(PRIVATE);
  }
  async function expectServed(url: string, headers: Headers, who: string) {
    const res = await get(url, headers);
    expect(res.statusCode, `${url} as ${who}`).toBe(200);
    expect(res.headers['cache-control'], who).toBe(PRIVATE);
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false }, { clock });
    h.member = await t.memberHeaders('owner');
    h.stranger = await t.memberHeaders('stranger');
    h.staff = await signIn(t.app, 'jigou01');
    h.otherStaff = await signIn(t.app, 'jigou02');
    // The operator's authenticator code is drawn at the real time: bring the test clock up to it first.
    clock.advance(Date.now() - clock.now());
    h.operator = await signIn(t.app, 'yunying01');
    const yunying01 = await t.app.db.selectFrom('sys_member').select('id').where('user_account', '=', 'yunying01').executeTakeFirstOrThrow();
    h.operatorNoFactor = { token: (await t.app.services.sessions.issue(t.app.db, yunying01.id, null)).token };
    h.corporate = await signIn(t.app, 'qiye02');
    // One order through to its report, each document a separate upload made without a scene.
    const files = { contract: await uploadPdf(t.app, h.staff), signedContract: await uploadPdf(t.app, h.member), voucher: await uploadPdf(t.app, h.member), report: await uploadPdf(t.app, h.staff) };
    const orderId = await placeOrder(t.app, h.member);
    for (const step of pathTo(ORDER_STATUS.COMPLETED, { returnSample: false, hasContract: true, evaluated: false })) {
      const memberPdf = step.action === 'signContract' ? files.signedContract : files.voucher;
      const staffPdf = step.action === 'provideContract' ? files.contract : files.report;
      const r = await act(t.app, { member: h.member, staff: h.staff, memberPdf, staffPdf }, step.action, step.actor, orderId);
      expect(r.retcode, step.action).toBe(1);
    }
    const report = await t.app.db.selectFrom('order_report').select(['file_url', 'original_url']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(report.original_url).toBe(files.report);
    docs.voucher = { url: files.voucher, owner: h.member, staff: h.staff };
    docs.contract = { url: files.contract, owner: h.member, staff: h.staff };
    docs['signed contract'] = { url: files.signedContract, owner: h.member, staff: h.staff };
    docs['report original'] = { url: files.report, owner: h.staff, staff: h.staff };
    docs['stamped report'] = { url: report.file_url, owner: h.member, staff: h.staff };
    const licence = (await upload(h.corporate)).fileUrl;
    const submitted = await t.app.inject({ method: 'POST', url: '/api/sysMember/submitRealName', headers: h.corporate, payload: { companyName: '亳州百草汇药业有限公司', unifyCode: '91341600MA2T7BQ63K', licenseUrl: licence } });
    expect(submitted.json().retcode).toBe(1);
    docs.licence = { url: licence, owner: h.corporate };
    docs['settlement attachment'] = { url: (await upload(h.corporate, '?scene=settlement')).fileUrl, owner: h.corporate };
  }, 90_000);
  afterAll(async () => t.close());

  const KINDS = ['voucher', 'contract', 'signed contract', 'report original', 'stamped report', 'licence', 'settlement attachment'];

  for (const kind of KINDS) {
    it(`${kind}: refused to a visitor, another member, another institution and a cookie-only request`, async () => {
      const { url, owner } = docs[kind]!;
      await expectRefused(url, {}, 'visitor');
      await expectRefused(`${url}?w=180`, {}, 'visitor (thumbnail)');
      await expectRefused(url, h.stranger, 'another member');
      await expectRefused(url, h.otherStaff, 'another institution');
      // The cookie travels with any cross-site <img> or link: it never identifies the caller here.
      await expectRefused(url, { cookie: `${TOKEN_COOKIE}=${owner.token}` }, 'cookie only');
      // An operator's rights need the second factor, as on the console.
      await expectRefused(url, h.operatorNoFactor, 'operator session without a second factor');
    });

    it(`${kind}: served to its owner, the order's institution and an operator, never cached`, async () => {
      const { url, owner, staff } = docs[kind]!;
      await expectServed(url, owner, 'owner');
      if (staff) await expectServed(url, staff, "the order's institution");
      await expectServed(url, h.operator, 'operator');
    });

    it(`${kind}: a signed link opens it; a forged one or another file's does not`, async () => {
      const { url } = docs[kind]!;
      const signed = t.app.services.files.signedLink(url);
      await expectServed(signed, {}, 'signed link');
      await expectRefused(signed.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`), {}, 'forged');
      const borrowed = `${docs[kind === 'voucher' ? 'contract' : 'voucher']!.url}?${signed.split('?')[1]}`;
      await expectRefused(borrowed, {}, 'signature of another file');
    });
  }

  it('keeps long caching for public images', async () => {
    const avatar = (await upload(h.member)).fileUrl;
    const res = await get(avatar);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const advert = (await t.app.db.selectFrom('advert_info').select('image_url').executeTakeFirstOrThrow()).image_url;
    expect((await get(advert)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes a plain upload private when it is used as a voucher, in the same move', async () => {
    const voucher = await uploadPdf(t.app, h.member);
    expect((await get(voucher)).statusCode).toBe(200);
    const orderId = await placeOrder(t.app, h.member);
    for (const step of pathTo(ORDER_STATUS.PENDING_PAYMENT_CONFIRM, { returnSample: false, hasContract: true, evaluated: false })) {
      expect((await act(t.app, { member: h.member, staff: h.staff, memberPdf: voucher, staffPdf: docs.contract!.url }, step.action, step.actor, orderId)).retcode).toBe(1);
    }
    await expectRefused(voucher, {}, 'visitor after paying');
    await expectServed(voucher, h.staff, "the order's institution");
    const row = await t.app.db.selectFrom('upload_file').select(['private', 'kind']).where('file_key', '=', voucher.slice('/files/'.length)).executeTakeFirstOrThrow();
    expect(row).toEqual({ private: 1, kind: 'voucher' });
  });

  it('stores an upload with a private scene privately from the first byte, for signed-in callers only', async () => {
    const up = await upload(h.member, '?scene=voucher');
    expect(up.previewUrl).toMatch(new RegExp(`^${up.fileUrl}\\?exp=\\d+&sig=`));
    await expectRefused(up.fileUrl, {}, 'visitor');
    await expectServed(up.fileUrl, h.member, 'uploader');
    await expectServed(up.previewUrl!, {}, 'preview link');
    const body = multipartBody([{ name: 'file', value: await image(), filename: 'scan.png' }]);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/uploadFile?scene=voucher', headers: body.headers, payload: body.payload });
    expect(anonymous.json().retcode).toBe(401);
  });

  it('OCR reads a private licence only for those entitled, or with the upload preview signature', async () => {
    const ocr = async (fileUrl: string, headers: Headers = {}, grant = '') =>
      (await t.app.inject({ url: `/api/ocrBusinessLicense?fileUrl=${encodeURIComponent(fileUrl)}${grant}`, headers })).json();
    const licence = docs.licence!.url;
    expect(await ocr(licence, h.stranger)).toMatchObject({ retcode: 0, retmsg: PRIVATE_FILE_MESSAGES.refused });
    expect(await ocr(licence)).toMatchObject({ retcode: 0, retmsg: PRIVATE_FILE_MESSAGES.refused });
    // The owner passes the rule (the blank test image then reads as nothing).
    expect((await ocr(licence, h.corporate)).retmsg).not.toBe(PRIVATE_FILE_MESSAGES.refused);
    const anonymous = await upload({}, '?scene=register');
    expect(await ocr(anonymous.fileUrl)).toMatchObject({ retcode: 0, retmsg: PRIVATE_FILE_MESSAGES.refused });
    const grant = `&${anonymous.previewUrl!.split('?')[1]}`;
    expect((await ocr(anonymous.fileUrl, {}, grant)).retmsg).not.toBe(PRIVATE_FILE_MESSAGES.refused);
  });

  it('the public report verification hands out no file link', async () => {
    const code = (await t.app.db.selectFrom('order_report').select('verify_code').executeTakeFirstOrThrow()).verify_code;
    const res = await get(`/api/report/verifyReport?code=${code}`);
    expect(res.json().retcode).toBe(1);
    expect(res.body).not.toContain('/files/');
  });

  // Last: moving the clock on ends the sessions above too.
  it('refuses every signed link once it has expired (30 minutes)', async () => {
    const links = KINDS.map((kind) => t.app.services.files.signedLink(docs[kind]!.url));
    clock.advance(29 * 60_000);
    for (const link of links) await expectServed(link, {}, 'signed link, 29 minutes on');
    clock.advance(2 * 60_000);
    for (const link of links) await expectRefused(link, {}, 'expired signed link');
  });
});
