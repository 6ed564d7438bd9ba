import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCreditCode, uniqueAccount } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { readSmsCode, uniqueMobile } from './support/outbox';

/** Registration through the form, one member type per test (three registrations in all). */

const PASSWORD = 'Herb2026ok';

/** The visible tab's form (a visited tab's form stays in the page, hidden). */
const activeForm = (page: Page) => page.getByRole('tabpanel').locator('form:visible');

async function fillCommon(page: Page, account: string, mobile: string): Promise<void> {
  const form = activeForm(page);
  await form.getByLabel('账号').fill(account);
  await form.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await form.getByLabel('确认密码').fill(PASSWORD);
  await form.getByLabel('手机号').fill(mobile);
  await form.getByLabel('手机号').blur();
}

/** 获取验证码 → the 60 s countdown starts → the code is read from the outbox and typed in. */
async function enterSmsCode(page: Page, mobile: string): Promise<void> {
  const form = activeForm(page);
  const sent = page.waitForResponse((res) => res.url().includes('/api/auth/sendSmsCode'));
  await form.getByRole('button', { name: '获取验证码' }).click();
  const answer = (await (await sent).json()) as { retcode: number; retmsg: string };
  expect(answer.retcode, answer.retmsg).toBe(1);
  await form.getByRole('button', { name: /^\d+秒后重新获取$/ }).waitFor();
  expect(await form.getByRole('button', { name: /秒后重新获取/ }).isDisabled()).toBe(true);
  await form.getByLabel('验证码').fill(await readSmsCode(mobile));
}

async function agreeAndSubmit(page: Page): Promise<void> {
  const form = activeForm(page);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /注\s*册/ }).click();
}

describe('register', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('checks the §5 rules in the browser before anything is sent', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/register');
    await page.locator('main h1').waitFor();
    expect((await page.getByRole('tab').allTextContents()).map((t) => t.trim())).toEqual(['普通会员', '个人会员', '企业会员']);
    const form = activeForm(page);
    const protocol = form.getByRole('link', { name: '《平台服务协议》' });
    expect(await protocol.getAttribute('href')).toBe('/protocal');
    expect(await protocol.getAttribute('target')).toBe('_blank');

    await form.getByRole('button', { name: /注\s*册/ }).click();
    const errors = form.getByRole('alert');
    await expect.poll(() => errors.allTextContents()).toEqual(
      expect.arrayContaining(['该项必填', '请输入密码', '请输入合法的手机号', '请阅读并同意平台服务协议']),
    );

    await form.getByLabel('账号').fill('ab_cd1');
    await form.getByLabel('密码', { exact: true }).fill('abcdefgh');
    await form.getByLabel('确认密码').fill('abcdefgx');
    await expect.poll(() => errors.allTextContents()).toEqual(
      expect.arrayContaining(['账号只能由字母跟数字组成', '密码至少8位，需包含字母、数字、字符两种以上', '两次输入的密码不一致']),
    );

    const sendCode = form.getByRole('button', { name: '获取验证码' });
    await form.getByLabel('手机号').fill('1380000');
    await expect.poll(() => sendCode.isDisabled(), { timeout: 10_000 }).toBe(true);
    await form.getByLabel('手机号').fill('13800000005'); // qiye01's mobile
    await expect.poll(() => sendCode.isDisabled(), { timeout: 10_000 }).toBe(false);
    await form.getByLabel('手机号').blur();
    await expect.poll(() => errors.allTextContents()).toContain('该手机号已注册');
    await form.getByLabel('电子邮箱').fill('someone@example.info');
    await expect.poll(() => errors.allTextContents()).toContain('请输入合法的邮箱地址');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('registers an ordinary member, who is signed in and lands on /home', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/register');
    await page.locator('main h1').waitFor();
    const account = uniqueAccount('pt');
    const mobile = uniqueMobile();
    await fillCommon(page, account, mobile);
    await enterSmsCode(page, mobile);
    await activeForm(page).getByLabel('电子邮箱').fill('herb@example.com');
    await agreeAndSubmit(page);
    await page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => page.getByTestId('account-area').textContent(), { timeout: 3000 }).toContain(account);
    expect((await context.cookies()).find((c) => c.name === 'Token')?.value).toBeTruthy();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('registers a personal member with real name and ID card, and goes on to the redirect', async () => {
    const { page, context } = await openPage(browser, `/register?redirect=${encodeURIComponent('/pcenter/baseInfo')}`);
    await page.locator('main h1').waitFor();
    await page.getByRole('tab', { name: '个人会员' }).click();
    const form = activeForm(page);
    await form.getByLabel('真实姓名').fill('Li Ming');
    await form.getByLabel('真实姓名').blur();
    await expect.poll(() => form.getByRole('alert').allTextContents()).toContain('请输入中文');
    await form.getByLabel('真实姓名').fill('李明远');
    await form.getByLabel('身份证号').fill('1101051990');
    await form.getByLabel('身份证号').blur();
    await expect.poll(() => form.getByRole('alert').allTextContents()).toContain('请输入合法的身份证');
    await form.getByLabel('身份证号').fill('11010519900307123X');
    const account = uniqueAccount('gr');
    const mobile = uniqueMobile();
    await fillCommon(page, account, mobile);
    await enterSmsCode(page, mobile);
    await agreeAndSubmit(page);
    await page.waitForURL((url) => url.pathname === '/pcenter/baseInfo');
    const profile = page.getByTestId('member-profile');
    await profile.waitFor();
    const text = await profile.textContent();
    expect(text).toContain('个人会员');
    expect(text).toContain('李明远');
    expect(text).toContain('110***********123X');
    expect(text).toContain(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    await expect.poll(() => page.getByTestId('real-name-status').textContent()).toContain('待实名认证');
    await context.close();
  });

  it('registers a corporate member after the credit code checks', async () => {
    const { page, context } = await openPage(browser, '/register');
    await page.locator('main h1').waitFor();
    await page.getByRole('tab', { name: '企业会员' }).click();
    const form = activeForm(page);
    const errors = form.getByRole('alert');
    await form.getByLabel('企业名称').fill('亳州本草检测试剂有限公司');
    const code = form.getByLabel('统一社会信用代码');
    await code.fill('91330106MA2H0Q8R5A'); // wrong check character
    await code.blur();
    await expect.poll(() => errors.allTextContents()).toContain('请输入合法的统一社会信用代码');
    await code.fill('91330106MA2H0Q8R5F'); // qiye01's: judgeUnifyCode answers it is taken
    await code.blur();
    await expect.poll(() => errors.allTextContents()).toContain('该统一社会信用代码已被注册');
    await code.fill(freshCreditCode().toLowerCase()); // typed in lower case, shown in upper case
    await code.blur();
    await expect.poll(() => errors.allTextContents()).not.toContain('该统一社会信用代码已被注册');
    expect(await code.inputValue()).toMatch(/^[0-9A-Z]{18}$/);

    const account = uniqueAccount('qy');
    const mobile = uniqueMobile();
    await fillCommon(page, account, mobile);
    await enterSmsCode(page, mobile);
    await agreeAndSubmit(page);
    await page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => page.getByTestId('account-area').textContent(), { timeout: 3000 }).toContain('亳州本草检测试剂有限公司');
    await context.close();
  });

  it('fills 企业名称 and 统一社会信用代码 from an uploaded licence (tesseract OCR), and says so when it cannot read one', async () => {
    const { page, context } = await openPage(browser, '/register');
    await page.locator('main h1').waitFor();
    await page.getByRole('tab', { name: '企业会员' }).click();
    const form = activeForm(page);
    const ocr = form.getByTestId('licence-ocr');
    const code = freshCreditCode();
    await ocr.getByLabel('上传图片').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: await licenceImage(code) });
    await page.getByRole('dialog').getByRole('button', { name: '不裁剪' }).click();
    await ocr.getByText('已识别营业执照，请核对企业名称和统一社会信用代码').waitFor({ timeout: 60_000 });
    expect(await form.getByLabel('企业名称').inputValue()).toBe('杭州青禾中药饮片有限公司');
    expect(await form.getByLabel('统一社会信用代码').inputValue()).toBe(code);

    await ocr.getByRole('button', { name: '删除' }).click();
    await ocr.getByLabel('上传图片').setInputFiles({ name: '空白.png', mimeType: 'image/png', buffer: await blankImage() });
    await page.getByRole('dialog').getByRole('button', { name: '不裁剪' }).click();
    await ocr.getByText('未能识别营业执照上的企业名称和统一社会信用代码，请手动填写').waitFor({ timeout: 60_000 });
    await context.close();
  });
});

/** A business licence drawn with the machine's CJK font (fonts-noto-cjk, installed by .ci/run). */
function licenceImage(code: string): Promise<Buffer> {
  const lines = [`统一社会信用代码 ${code}`, '名    称 杭州青禾中药饮片有限公司', '类    型 有限责任公司', '法定代表人 周明远'];
  const text = lines.map((l, i) => `<text x="80" y="${230 + i * 90}" font-size="34" font-family="Noto Sans CJK SC" fill="#222">${l}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="100%" height="100%" fill="#fffdf5"/>
    <text x="600" y="110" text-anchor="middle" font-size="64" font-family="Noto Sans CJK SC" fill="#b22">营 业 执 照</text>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function blankImage(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } }).png().toBuffer();
}
