import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/members';
import { multipartBody } from './helpers/multipart';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

describe(`real-name submission on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(async () => t.close());

  const signIn = async (account: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password: DEMO_PASSWORD } });
    return { token: res.json().data.accessToken as string };
  };
  const submit = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/sysMember/submitRealName', headers, payload }).then((r) => r.json());
  const status = async (account: string) =>
    (await t.app.db.selectFrom('sys_member').select(['info_status', 'reject_reason', 'company_id']).where('user_account', '=', account).executeTakeFirstOrThrow());
  const uploadLicence = async (headers: Record<string, string>, value?: Buffer, filename = 'licence.png') => {
    const image = value ?? (await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } }).png().toBuffer());
    const body = multipartBody([{ name: 'file', value: image, filename }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadFile', headers: { ...headers, ...body.headers }, payload: body.payload });
    return res.json().data.fileUrl as string;
  };

  it('moves a personal member from 0 to 1, once', async () => {
    const h = await signIn('geren01');
    expect(await submit(h, { realName: '王晓岚', idCard: '110105199003071234' })).toMatchObject({ retcode: 1, retmsg: '实名认证资料已提交，请等待审核' });
    expect((await status('geren01')).info_status).toBe(1);
    expect(await submit(h, { realName: '王晓岚', idCard: '110105199003071234' })).toMatchObject({ retcode: 0, retmsg: '当前状态不能提交实名认证' });
  });

  it('lets a rejected corporate member resubmit with a licence it uploaded itself', async () => {
    const h = await signIn('qiye02');
    const other = await signIn('qiye01');
    const foreign = await uploadLicence(other);
    const body = { companyName: '亳州百草汇药业有限公司', unifyCode: '91341600MA2T7BQ63K' };
    expect(await submit(h, { ...body, licenseUrl: foreign })).toMatchObject({ retcode: 0, retmsg: '营业执照须为本人上传的图片' });
    const pdf = await uploadLicence(h, Buffer.from('%PDF-1.4\n%%EOF\n'), 'licence.pdf');
    expect(await submit(h, { ...body, licenseUrl: pdf })).toMatchObject({ retcode: 0, retmsg: '参数 licenseUrl：请上传营业执照图片' });
    expect((await status('qiye02')).info_status).toBe(3);
    const own = await uploadLicence(h);
    expect((await submit(h, { ...body, licenseUrl: own })).retcode).toBe(1);
    const after = await status('qiye02');
    expect(after).toMatchObject({ info_status: 1, reject_reason: null });
    const company = await t.app.db.selectFrom('sys_company').select('license_url').where('id', '=', after.company_id!).executeTakeFirst();
    expect(company?.license_url).toBe(own);
  });

  it('refuses the wrong kind of data, an ordinary member and a visitor', async () => {
    const corporate = await signIn('qiye03');
    expect(await submit(corporate, { realName: '张三', idCard: '110105199003071234' })).toMatchObject({ retcode: 0 });
    expect(await submit(await signIn('putong01'), { realName: '张三', idCard: '110105199003071234' })).toMatchObject({ retcode: 0, retmsg: '普通会员无需实名认证' });
    expect((await submit({}, { realName: '张三', idCard: '110105199003071234' })).retcode).toBe(401);
    expect(await submit(await signIn('geren03'), { realName: 'abc', idCard: '1' })).toMatchObject({ retcode: 0 });
  });

  it('saves the e-mail and an avatar the member uploaded itself', async () => {
    const h = await signIn('geren03');
    const save = (payload: object, headers: Record<string, string> = h) =>
      t.app.inject({ method: 'POST', url: '/api/sysMember/updateBaseInfo', headers, payload }).then((r) => r.json());
    const avatar = await uploadLicence(h);
    expect(await save({ email: 'liu.zr@example.cn', avatarUrl: avatar })).toMatchObject({ retcode: 1, retmsg: '基本信息已保存' });
    const row = await t.app.db.selectFrom('sys_member').select(['email', 'avatar_url']).where('user_account', '=', 'geren03').executeTakeFirst();
    expect(row).toEqual({ email: 'liu.zr@example.cn', avatar_url: avatar });
    const foreign = await uploadLicence(await signIn('geren02'));
    expect(await save({ avatarUrl: foreign })).toMatchObject({ retcode: 0, retmsg: '头像须为本人上传的图片' });
    expect(await save({ email: 'not-an-email' })).toMatchObject({ retcode: 0, retmsg: '参数 email：请输入合法的邮箱地址' });
    expect((await save({ email: '' }, {})).retcode).toBe(401);
    expect(await save({ email: '' })).toMatchObject({ retcode: 1 });
  });
});
