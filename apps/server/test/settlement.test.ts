import { creditCodeCheckChar } from '@tcm/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './helpers/manual-clock';
import { multipartBody } from './helpers/multipart';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const code = (serial: string) => {
  const first17 = `91440300MA5T${serial.padStart(3, '0')}0X`;
  return first17 + creditCodeCheckChar(first17);
};
const wrongCheck = (c: string) => c.slice(0, 17) + (c[17] === '0' ? '1' : '0');

describe(`settlement application on ${testEngine}`, () => {
  let t: TestApp;
  const clock = manualClock(Date.UTC(2026, 10, 21, 9, 5));
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => t.close());

  const upload = async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#e8f3ef' } }).png().toBuffer();
    const body = multipartBody([{ name: 'file', value: png, filename: '营业执照.png' }, { name: 'thumbImageFlag', value: 'true' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadFile?scene=settlement', headers: body.headers, payload: body.payload });
    return res.json().data as { fileUrl: string; previewUrl: string; thumbUrl: string };
  };
  let form: Record<string, unknown>;
  beforeAll(async () => {
    const tree = (await t.app.inject({ url: '/api/serviceCategory/queryServiceCategory' })).json().data;
    const items = (await t.app.inject({ url: '/api/testItem/getTestItemList' })).json().data;
    const [licence, cma] = [await upload(), await upload()];
    form = {
      companyName: '鹏城本草检测技术（深圳）有限公司',
      unifyCode: code('001'),
      licenseUrl: licence.fileUrl,
      cmaCertNo: '202419001234',
      cmaCertUrl: cma.fileUrl,
      contactName: '许立言',
      mobile: '13912345678',
      email: 'apply@pengcheng.example.cn',
      province: '广东',
      city: '深圳',
      address: '南山区科技园北区8号',
      categoryIds: [tree[0].id],
      testItemIds: [items[0].id, items[1].id],
      intro: '专注中药材及饮片常规检验。',
    };
  });
  const apply = (body: Record<string, unknown>, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/settleCompany/addSettleCompany', payload: body, remoteAddress: ip }).then((r) => r.json());
  const state = (unifyCode: string, mobile: string) =>
    t.app.inject({ url: `/api/settleCompany/querySettleCompany?unifyCode=${unifyCode}&mobile=${mobile}` }).then((r) => r.json());

  it('refuses each §5 rule with its message and stores nothing', async () => {
    const before = await tableCounts(t.app.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...form, unifyCode: wrongCheck(code('001')) }, '参数 unifyCode：请输入合法的统一社会信用代码'],
      [{ ...form, companyName: '' }, '参数 companyName：该项必填'],
      [{ ...form, mobile: '12345678901' }, '参数 mobile：请输入合法的手机号'],
      [{ ...form, email: 'apply@example.info' }, '参数 email：请输入合法的邮箱地址'],
      [{ ...form, categoryIds: [] }, '参数 categoryIds：该项必选'],
      [{ ...form, testItemIds: [] }, '参数 testItemIds：该项必选'],
      [{ ...form, cmaCertNo: '' }, '参数 cmaCertNo：该项必填'],
      [{ ...form, licenseUrl: 'https://evil.example.com/a.png' }, '参数 licenseUrl：请上传附件'],
      [{ ...form, cnasCertNo: 'CNAS-L1234' }, '参数 cnasCertUrl：请同时填写CNAS证书编号并上传证书图片'],
      [{ ...form, province: '火星' }, '参数 province：该项必选'],
    ];
    for (const [body, message] of cases) expect((await apply(body)).retmsg, message).toBe(message);
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it('refuses unknown categories and items, and attachments not uploaded on the settlement page', async () => {
    expect((await apply({ ...form, categoryIds: [999999] })).retmsg).toBe('所选服务类别不存在');
    expect((await apply({ ...form, testItemIds: [999999] })).retmsg).toBe('所选检测项目不存在');
    const logo = (await t.app.db.selectFrom('institution').select('logo_url').executeTakeFirstOrThrow()).logo_url!;
    expect((await apply({ ...form, licenseUrl: logo })).retmsg).toBe('附件不存在或不是本页面上传的文件，请重新上传');
  });

  it('accepts a good application, then refuses a second one for the same code while it is pending', async () => {
    expect(await t.app.services.settlement.judgeUnifyCode(code('001'))).toBe(true);
    const first = await apply(form);
    expect(first).toMatchObject({ retcode: 1, retmsg: '入驻申请已提交，请等待平台审核', data: { status: 1, statusName: '待审核' } });
    const second = await apply({ ...form, mobile: '13900009999' });
    expect(second).toMatchObject({ retcode: 0, retmsg: '该统一社会信用代码已有入驻申请正在审核中，请勿重复提交' });
    await expect(t.app.services.settlement.judgeUnifyCode(code('001'))).rejects.toThrow('正在审核中');
    const settled = (await t.app.db.selectFrom('institution').select('unify_code').executeTakeFirstOrThrow()).unify_code;
    expect((await apply({ ...form, unifyCode: settled })).retmsg).toBe('该统一社会信用代码的机构已入驻平台');
    await expect(t.app.services.settlement.judgeUnifyCode(settled)).rejects.toThrow('已入驻平台');
  });

  it('lets the applicant read the state with code and mobile together, and nobody with one of them', async () => {
    expect(await state(code('001'), '13912345678')).toMatchObject({ retcode: 1, data: { companyName: '鹏城本草检测技术（深圳）有限公司', statusName: '待审核', rejectReason: null } });
    const miss = '未找到与该统一社会信用代码和手机号匹配的入驻申请';
    expect(await state(code('001'), '13900009999')).toMatchObject({ retcode: 0, retmsg: miss });
    expect((await t.app.inject({ url: `/api/settleCompany/querySettleCompany?unifyCode=${code('001')}` })).json().retcode).toBe(0);
    const rejected = await t.app.db.selectFrom('settle_application').select(['unify_code', 'mobile']).where('status', '=', 3).executeTakeFirstOrThrow();
    expect(await state(rejected.unify_code, rejected.mobile)).toMatchObject({ data: { status: 3, statusName: '已驳回', rejectReason: expect.stringMatching(/./) } });
    const approved = await t.app.db.selectFrom('settle_application').select(['unify_code', 'mobile']).where('status', '=', 2).executeTakeFirstOrThrow();
    expect((await state(approved.unify_code, approved.mobile)).data.statusName).toBe('已通过');
    // A rejected code may apply again.
    expect((await t.app.services.settlement.judgeUnifyCode(rejected.unify_code))).toBe(true);
  });

  it('keeps attachments private: the plain path is refused, the signed preview works for 30 minutes', async () => {
    const file = await upload();
    expect(file.previewUrl).toMatch(new RegExp(`^${file.fileUrl}\\?exp=\\d+&sig=`));
    const plain = await t.app.inject({ url: file.fileUrl });
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toMatchObject({ retcode: 0, retmsg: '该文件不公开，无权查看' });
    expect((await t.app.inject({ url: `${file.fileUrl}?w=180` })).statusCode).toBe(403);
    const preview = await t.app.inject({ url: file.previewUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ url: file.thumbUrl })).statusCode).toBe(200);
    const forged = file.previewUrl.replace(/sig=.(.*)$/, 'sig=A$1');
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
    const otherFile = await upload();
    const swapped = `${otherFile.fileUrl}?${file.previewUrl.split('?')[1]}`;
    expect((await t.app.inject({ url: swapped })).statusCode).toBe(403);
    const seeded = (await t.app.db.selectFrom('settle_application').select('license_url').executeTakeFirstOrThrow()).license_url;
    expect((await t.app.inject({ url: seeded })).statusCode).toBe(403);
    clock.advance(31 * 60_000);
    expect((await t.app.inject({ url: file.previewUrl })).statusCode).toBe(403);
  });

  it('limits anonymous applications and look-ups per address', async () => {
    const ip = '10.9.9.9';
    let last: { retmsg: string } = { retmsg: '' };
    for (let i = 0; i < 11; i++) last = await apply({ ...form, companyName: '' }, ip);
    expect(last.retmsg).toBe('参数 companyName：该项必填');
    for (let i = 0; i < 11; i++) last = await apply({ ...form, unifyCode: code(String(100 + i)) }, ip);
    expect(last.retmsg).toBe('请求过于频繁，请稍后再试');
    for (let i = 0; i < 31; i++) {
      last = (await t.app.inject({ url: `/api/settleCompany/querySettleCompany?unifyCode=${code('001')}&mobile=139000000${String(i).padStart(2, '0')}`, remoteAddress: ip })).json();
    }
    expect(last.retmsg).toBe('请求过于频繁，请稍后再试');
  });
});
