import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m0022 from '../../src/db/migrations/0022-private-files';
import { multipartBody } from '../helpers/multipart';
import { signIn } from '../helpers/orders';
import { type TestApp, createTestApp, testEngine } from '../helpers/test-app';

const keyOf = (path: string) => path.slice('/files/'.length);

/**
 * Migration 0022 on a database written before it: the demo orders' documents, a company licence
 * and the settlement scans become private and tied to their orders, public images stay public,
 * and those entitled still open the paths stored before the change.
 */
describe(`migration 0022 marks documents stored before it, on ${testEngine}`, () => {
  let t: TestApp;
  let licence: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const corporate = await signIn(t.app, 'qiye02');
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const body = multipartBody([{ name: 'file', value: png, filename: 'licence.png' }]);
    licence = (await t.app.inject({ method: 'POST', url: '/api/uploadFile', headers: { ...corporate, ...body.headers }, payload: body.payload })).json().data.fileUrl;
    const payload = { companyName: '亳州百草汇药业有限公司', unifyCode: '91341600MA2T7BQ63K', licenseUrl: licence };
    expect((await t.app.inject({ method: 'POST', url: '/api/sysMember/submitRealName', headers: corporate, payload })).json().retcode).toBe(1);
    // Back to the day before: no marks, no links; then the migration runs on what is stored.
    await m0022.down(t.app.db);
    await m0022.up(t.app.db);
  }, 60_000);
  afterAll(async () => t.close());

  const uploads = async () => new Map((await t.app.db.selectFrom('upload_file').select(['file_key', 'private', 'kind', 'scene']).execute()).map((r) => [r.file_key, r]));

  it("marks every order's contract, signed contract, vouchers and reports, tied to that order", async () => {
    const rows = await uploads();
    const links = await t.app.db.selectFrom('upload_file_order').selectAll().execute();
    const linked = (key: string, orderId: number) => links.some((l) => l.file_key === key && l.order_id === orderId);
    const orders = await t.app.db.selectFrom('order_info').select(['id', 'contract_url', 'signed_contract_url', 'voucher_urls']).execute();
    const reports = await t.app.db.selectFrom('order_report').select(['order_id', 'file_url']).execute();
    const expected: [string, number, string][] = [
      ...orders.flatMap((o) => [
        ...(o.contract_url ? [[o.contract_url, o.id, 'contract'] as [string, number, string]] : []),
        ...(o.signed_contract_url ? [[o.signed_contract_url, o.id, 'signedContract'] as [string, number, string]] : []),
        ...o.voucher_urls.split(',').filter(Boolean).map((v) => [v, o.id, 'voucher'] as [string, number, string]),
      ]),
      ...reports.map((r) => [r.file_url, r.order_id, 'report'] as [string, number, string]),
    ];
    expect(expected.length).toBeGreaterThan(20);
    for (const [path, orderId, kind] of expected) {
      expect(rows.get(keyOf(path)), path).toMatchObject({ private: 1, kind });
      expect(linked(keyOf(path), orderId), `${path} on order ${orderId}`).toBe(true);
    }
  });

  it('marks company licences and settlement scans; public images stay public', async () => {
    const rows = await uploads();
    expect(rows.get(keyOf(licence))).toMatchObject({ private: 1, kind: 'licence' });
    const scans = [...rows.values()].filter((r) => r.scene === 'settlement');
    expect(scans.length).toBeGreaterThan(0);
    for (const r of scans) expect(r).toMatchObject({ private: 1, kind: 'settlement' });
    const advert = (await t.app.db.selectFrom('advert_info').select('image_url').executeTakeFirstOrThrow()).image_url;
    const logo = (await t.app.db.selectFrom('institution').select('logo_url').where('logo_url', 'is not', null).executeTakeFirstOrThrow()).logo_url!;
    for (const path of [advert, logo]) expect(rows.get(keyOf(path))).toMatchObject({ private: 0, kind: null });
  });

  it('paths stored before the change still open for those entitled, and only for them', async () => {
    const order = await t.app.db
      .selectFrom('order_info')
      .innerJoin('sys_member', 'sys_member.id', 'order_info.member_id')
      .select(['order_info.voucher_urls', 'sys_member.user_account'])
      .where('voucher_urls', '!=', '')
      .where('sys_member.user_account', '=', 'qiye01')
      .executeTakeFirstOrThrow();
    const voucher = order.voucher_urls.split(',')[0]!;
    const as = async (account: string | null) => (await t.app.inject({ url: voucher, headers: account ? await signIn(t.app, account) : {} })).statusCode;
    expect(await as('qiye01')).toBe(200);
    expect(await as('geren01')).toBe(403);
    expect(await as(null)).toBe(403);
  });
});
