import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';

describe('footer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('shows every §1 section, with the phone from the data dictionary', async () => {
    const dict = await fetch(`${baseUrl()}/api/sysDictData/getValue?dictType=tel&dictCode=tel`);
    const { retcode, data: tel } = (await dict.json()) as { retcode: number; data: string };
    expect(retcode).toBe(1);

    const { page, context, consoleErrors } = await openPage(browser);
    const dictCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/sysDictData/getValue') && new URL(req.url()).searchParams.get('dictType') === 'tel') dictCalls.push(req.url());
    });
    await page.goto('/home');
    const footer = page.locator('footer');
    await expect.poll(() => footer.getByTestId('platform-tel').textContent()).toBe(tel);
    expect(dictCalls).toHaveLength(1);
    const call = new URL(dictCalls[0] ?? '');
    expect(call.pathname).toBe('/api/sysDictData/getValue');
    expect(Object.fromEntries(call.searchParams)).toEqual({ dictType: 'tel', dictCode: 'tel', appType: '3' });
    expect(await page.evaluate(() => localStorage.getItem('tcm.session.tel'))).toBe(tel);

    const text = (await footer.textContent()) ?? '';
    for (const expected of [
      '友情链接',
      '国家药品监督管理局',
      '国家中医药管理局',
      '中国中药协会',
      '关于我们',
      '平台法律声明',
      '登录/注册',
      '新手指南',
      '平台规则',
      '主办单位',
      '运营单位',
      '关注与联系我们',
      '投诉电话',
      '平台邮箱',
      'Copyright ©',
      'ICP备',
      '公网安备',
      '非经营性',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // 关于我们 items are plain text, not links.
    await expect(footer.getByRole('link', { name: '平台法律声明' }).count()).resolves.toBe(0);
    for (const link of await footer.getByRole('listitem').getByRole('link').all()) {
      if ((await link.getAttribute('href'))?.startsWith('http')) {
        expect(await link.getAttribute('target')).toBe('_blank');
      }
    }

    // Two real, bundled QR images.
    const qrs = footer.locator('img');
    expect(await qrs.count()).toBe(2);
    for (const img of await qrs.all()) {
      // Image files of their own (not strings in the entry script): they may still be arriving.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
      const src = await img.evaluate((el: HTMLImageElement) => el.src);
      expect(src.startsWith('data:image/svg+xml') || src.startsWith(`${baseUrl()}/assets/`), src).toBe(true);
    }
    expect(await qrs.nth(0).getAttribute('alt')).toContain('公众号');
    expect(await qrs.nth(1).getAttribute('alt')).toContain('小程序');

    // Stored once: the next page load does not ask again (§7).
    await page.goto('/news');
    await page.locator('main h1').waitFor();
    await expect(footer.getByTestId('platform-tel').textContent()).resolves.toBe(tel);
    expect(dictCalls).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows one complaint line and one mailbox, the dictionary’s, in the footer, 关于平台, 关于我们 and 联系我们', async () => {
    const value = async (type: string) => {
      const r = (await (await fetch(`${baseUrl()}/api/sysDictData/getValue?dictType=${type}&dictCode=${type}`)).json()) as { retcode: number; data: string };
      expect(r.retcode).toBe(1);
      return r.data;
    };
    const [complaint, mailbox] = [await value('complaint_tel'), await value('email')];
    const { page, context, consoleErrors } = await openPage(browser, '/home');
    const footer = page.locator('footer');
    await expect.poll(() => footer.getByTestId('complaint-tel').textContent()).toBe(complaint);
    expect(await footer.getByRole('link', { name: mailbox }).getAttribute('href')).toBe(`mailto:${mailbox}`);
    for (const path of ['/about', '/aboutUs']) {
      await page.goto(path);
      await page.getByRole('main').getByRole('link', { name: mailbox }).waitFor();
    }
    await page.goto('/contractUs');
    const contacts = page.getByTestId('contacts');
    await expect.poll(() => contacts.textContent()).toContain(complaint);
    expect(await contacts.getByRole('link', { name: mailbox }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('ignores a non-success retcode silently', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.route('**/api/sysDictData/getValue**', (route) =>
      route.fulfill({ json: { retcode: 0, retmsg: '字典项不存在', data: null } }),
    );
    await page.goto('/home');
    await page.locator('main h1').waitFor();
    await page.waitForTimeout(800);
    await expect(page.getByTestId('platform-tel').textContent()).resolves.toBe('—');
    await expect(page.locator('.ant-message-notice').count()).resolves.toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('tcm.session.tel'))).toBeNull();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
