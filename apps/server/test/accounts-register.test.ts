import { creditCodeCheckChar } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, readSmsCode, uniqueMobile } from './helpers/members';
import { manualClock } from './helpers/manual-clock';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const clock = manualClock();

describe(`registration and verification codes on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false }, { clock });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers }).then((r) => r.json());
  const sendCode = (mobile: string, purpose = 'register') => post('/api/auth/sendSmsCode', { mobile, purpose });

  async function register(memberType: number, extra: object, mobile = uniqueMobile()) {
    await sendCode(mobile);
    const smsCode = await readSmsCode(t.app.db, mobile);
    const userAccount = `u${mobile}`;
    const body = { memberType, userAccount, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, mobile, smsCode, agree: true, ...extra };
    return { res: await post('/api/auth/register', body), mobile, userAccount, smsCode, body };
  }

  it('registers each member type and signs the new member in', async () => {
    const ordinary = await register(1, {});
    expect(ordinary.res).toMatchObject({ retcode: 1, retmsg: '注册成功', data: { userInfo: { userAccount: ordinary.userAccount, companyDto: null } } });
    const personal = await register(2, { realName: '李思远', idCard: '11010519491231002X' });
    expect(personal.res.retcode).toBe(1);
    const corporate = await register(3, { companyName: '杭州青禾中药饮片有限公司', unifyCode: '91350100M000100Y43' });
    expect(corporate.res.data.userInfo.companyDto).toEqual({ companyName: '杭州青禾中药饮片有限公司', unifyCode: '91350100M000100Y43' });
    expect(corporate.res.data.expireTime).toBeGreaterThan(clock.now());

    const detail = await t.app.inject({
      url: `/api/sysMember/getMemberDetail?userId=${personal.res.data.userId}`,
      headers: { token: personal.res.data.accessToken },
    });
    expect(detail.json().data).toMatchObject({ memberType: 2, infoStatus: 0, realName: '李思远', idCardMasked: '110***********002X', sysCompany: null });
    expect(detail.body).not.toMatch(/argon2|password/i);
  });

  it('refuses a taken account, mobile or credit code, and writes nothing', async () => {
    const first = await register(3, { companyName: '亳州百草堂药业有限公司', unifyCode: '91110000802100433B' });
    expect(first.res.retcode).toBe(1);
    const before = await tableCounts(t.app.db);
    const again = await post('/api/auth/register', first.body);
    expect(again).toMatchObject({ retcode: 0, retmsg: '该账号已被注册' });
    const sameCode = await register(3, { companyName: '另一家公司', unifyCode: '91110000802100433B' });
    expect(sameCode.res).toMatchObject({ retcode: 0, retmsg: '该统一社会信用代码已被注册' });
    expect(await sendCode(first.mobile)).toMatchObject({ retcode: 0, retmsg: '该手机号已注册' });
    const after = await tableCounts(t.app.db);
    expect({ ...after, sms_outbox: 0, verification_code: 0 }).toEqual({ ...before, sms_outbox: 0, verification_code: 0 });
    expect(after.sys_member).toBe(before.sys_member);
  });

  it('checks the credit code, the password rules and the agreement with the spec messages', async () => {
    const bad = await register(3, { companyName: '某公司', unifyCode: '91350100M000100Y44' });
    expect(bad.res).toMatchObject({ retcode: 0, retmsg: '参数 unifyCode：请输入合法的统一社会信用代码' });
    const weak = await register(1, { password: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(weak.res.retmsg).toBe('参数 password：密码至少8位，需包含字母、数字、字符两种以上');
    const mismatch = await register(1, { confirmPassword: 'Other2026x' });
    expect(mismatch.res.retmsg).toBe('参数 confirmPassword：两次输入的密码不一致');
    const disagree = await register(1, { agree: false });
    expect(disagree.res.retmsg).toBe('参数 agree：请阅读并同意平台服务协议');
    const shortAccount = await register(1, { userAccount: 'abcd' });
    expect(shortAccount.res.retmsg).toBe('参数 userAccount：账号长度在5-20个字符');
    const chineseName = await register(2, { realName: 'Li Si', idCard: '110105194912310021' });
    expect(chineseName.res.retmsg).toBe('参数 realName：请输入中文');
  });

  it('sends one code per 60 s per number; a code lives 5 minutes', async () => {
    const mobile = uniqueMobile();
    expect(await sendCode(mobile)).toMatchObject({ retcode: 1, retmsg: '验证码已发送' });
    expect(await sendCode(mobile)).toMatchObject({ retcode: 0, retmsg: '验证码发送过于频繁，请60秒后再试' });
    clock.advance(61_000);
    expect((await sendCode(mobile)).retcode).toBe(1);
    const code = await readSmsCode(t.app.db, mobile);
    clock.advance(5 * 60_000);
    const body = { memberType: 1, userAccount: `late${mobile.slice(-6)}`, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, mobile, smsCode: code, agree: true };
    expect(await post('/api/auth/register', body)).toMatchObject({ retcode: 0, retmsg: '验证码错误或已失效' });
  });

  it('burns a code after five wrong tries, even the right one after that', async () => {
    const mobile = uniqueMobile();
    await sendCode(mobile);
    const code = await readSmsCode(t.app.db, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { memberType: 1, userAccount: `burn${mobile.slice(-6)}`, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, mobile, agree: true };
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push((await post('/api/auth/register', { ...body, smsCode: wrong })).retmsg);
    expect(replies).toEqual(['验证码错误或已失效', '验证码错误或已失效', '验证码错误或已失效', '验证码错误或已失效', '验证码错误次数过多，请重新获取']);
    expect(await post('/api/auth/register', { ...body, smsCode: code })).toMatchObject({ retcode: 0, retmsg: '验证码错误次数过多，请重新获取' });
  });

  it('uses a code once: a second registration with it is refused', async () => {
    const { res, smsCode, mobile } = await register(1, {});
    expect(res.retcode).toBe(1);
    const body = { memberType: 1, userAccount: `dup${mobile.slice(-6)}`, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, mobile, smsCode, agree: true };
    expect((await post('/api/auth/register', body)).retcode).toBe(0);
  });

  it('answers mobileIsExist and judgeUnifyCode', async () => {
    const { mobile } = await register(1, {});
    expect((await t.app.inject({ url: `/api/mobileIsExist?mobile=${mobile}` })).json()).toMatchObject({ retcode: 1, data: true });
    expect((await t.app.inject({ url: `/api/mobileIsExist?mobile=${uniqueMobile()}` })).json()).toMatchObject({ retcode: 1, data: false });
    expect((await t.app.inject({ url: '/api/mobileIsExist?mobile=12345678901' })).json()).toMatchObject({ retcode: 0, retmsg: '参数 mobile：请输入合法的手机号' });
    expect((await t.app.inject({ url: '/api/settleCompany/judgeUnifyCode?unifyCode=91350100M000100Y43' })).json()).toMatchObject({ retcode: 0, retmsg: '该统一社会信用代码已被注册' });
    expect((await t.app.inject({ url: '/api/settleCompany/judgeUnifyCode?unifyCode=91350100M000100Y44' })).json().retcode).toBe(0);
    const fresh = `91330106MA2H0Q8R${'0'}`;
    const freeCode = fresh.slice(0, 17) + creditCodeCheckChar(fresh.slice(0, 17));
    expect((await t.app.inject({ url: `/api/settleCompany/judgeUnifyCode?unifyCode=${freeCode}` })).json()).toMatchObject({ retcode: 1, data: true });
  });
});
