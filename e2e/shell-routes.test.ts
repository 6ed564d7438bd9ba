import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThroughForm } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

/**
 * Every public route of §2 with the title its page shows (issue #2: a titled
 * 建设中 page unless a later issue built it).
 */
const ROUTES: ReadonlyArray<readonly [path: string, title: string]> = [
  ['/home', '首页'],
  ['/detection', '送检'],
  ['/examine', '送检申请'],
  ['/standard', '质量标准'],
  ['/standard/detail', '标准详情'],
  ['/organization', '检测机构'],
  ['/organization/settlement', '检测机构入驻'],
  ['/organization/introduce', '机构介绍'],
  ['/organization/detail', '机构详情'],
  ['/organization/evaluate', '机构评价'],
  ['/knowledge', '知识库'],
  ['/relation', '关联平台'],
  ['/platformIntro', '平台介绍'],
  ['/search', '搜索结果'],
  ['/news', '新闻资讯'],
  ['/news/list', '资讯列表'],
  ['/news/detail', '资讯详情'],
  ['/news/notices', '公示公告'],
  ['/news/notice', '公示详情'],
  ['/about', '关于平台'],
  ['/aboutUs', '关于我们'],
  ['/protocal', '服务协议'],
  ['/contractUs', '联系我们'],
  ['/helpCenter', '帮助中心'],
  ['/sitemap', '网站地图'],
  ['/pharmacopoeia', '药典查询'],
  ['/pharmacopoeia/list', '药典目录'],
  ['/pharmacopoeia/detail', '药典详情'],
  ['/pharmacopoeia/search', '药典检索'],
  ['/login', '登录'],
  ['/register', '注册'],
  ['/forgetPwd', '找回密码'],
  ['/shopCart', '购物车'],
  ['/gotoOrder', '确认订单'],
  ['/report/verify', '报告验证'],
  ['/404', '页面不存在'],
];

/** The personal centre: behind the login (requireAuth). */
const PCENTER_ROUTES: ReadonlyArray<readonly [path: string, title: string]> = [
  ['/pcenter/baseInfo', '基本信息'],
  ['/pcenter/order', '订单管理'],
  ['/pcenter/order/detail', '订单详情'],
  ['/pcenter/report', '我的报告'],
  ['/pcenter/collect', '我的收藏'],
  ['/pcenter/package', '常用检测项目'],
  ['/pcenter/address', '常用地址'],
  ['/pcenter/quality', '质量分析'],
  ['/pcenter/notice', '消息中心'],
  ['/pcenter/smsSettings', '短信提醒设置'],
];

/** Pages whose issue has not landed yet: they say so (建设中). The list shrinks as issues land. */
const UNDER_CONSTRUCTION = new Set<string>([]);

const SITE = '中药质量检测服务平台';

describe('routes of the app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('redirects / to /home', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/');
    await page.waitForURL('**/home');
    // The home page is a lazy chunk: the 404 heading stays until it has loaded.
    await expect.poll(() => page.locator('h1').textContent()).toBe('首页');
    expect(await page.title()).toBe(`首页 - ${SITE}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends a visitor on /pcenter to log in first, with /pcenter as redirect', async () => {
    const { page, context } = await openPage(browser, '/pcenter');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pcenter');
    await context.close();
  });

  it('sends an unknown path to /404, a page of ours with a link home', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/no/such/page?x=1');
    await page.waitForURL((url) => url.pathname === '/404');
    await expect.poll(() => page.locator('h1').textContent()).toBe('页面不存在');
    await page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL('**/home');
    // The home page is a lazy chunk: the 404 heading stays until it has loaded.
    await expect.poll(() => page.locator('h1').textContent()).toBe('首页');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('renders every route with its title and heading, without console errors', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    for (const [path, title] of ROUTES) {
      await page.goto(path);
      const heading = page.locator('main h1');
      await heading.waitFor();
      expect(await heading.textContent(), path).toBe(title);
      expect(await page.title(), path).toBe(`${title} - ${SITE}`);
      expect(new URL(page.url()).pathname, path).toBe(path);
      if (UNDER_CONSTRUCTION.has(path)) {
        await expect(page.getByText('该功能正在建设中，敬请期待').isVisible(), path).resolves.toBe(true);
      }
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('renders every personal-centre route for a member, inside the centre frame', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await loginThroughForm(page, 'geren02');
    await page.goto('/pcenter'); // §2: redirects to /pcenter/baseInfo
    await page.waitForURL('**/pcenter/baseInfo');
    for (const [path, title] of PCENTER_ROUTES) {
      await page.goto(path);
      const heading = page.locator('main h1');
      await heading.waitFor();
      expect(await heading.textContent(), path).toBe(title);
      expect(await page.title(), path).toBe(`${title} - ${SITE}`);
      expect(new URL(page.url()).pathname, path).toBe(path);
      await expect(page.getByRole('navigation', { name: '个人中心菜单' }).isVisible(), path).resolves.toBe(true);
      if (UNDER_CONSTRUCTION.has(path)) {
        await expect(page.getByText('该功能正在建设中，敬请期待').isVisible(), path).resolves.toBe(true);
      }
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('hides the account area and nav bar on hidden routes, the footer on the cart', async () => {
    const { page, context } = await openPage(browser, '/forgetPwd');
    await page.locator('main h1').waitFor();
    await expect(page.getByRole('navigation', { name: '主导航' }).count()).resolves.toBe(0);
    await expect(page.getByTestId('account-area').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: '检测机构入驻' }).isVisible()).resolves.toBe(true);

    await page.goto('/shopCart');
    await page.locator('main h1').waitFor();
    await expect(page.getByRole('navigation', { name: '主导航' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('footer').count()).resolves.toBe(0);

    await page.goto('/home');
    await page.locator('main h1').waitFor();
    await expect(page.locator('footer').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('resets the scroll position on navigation', async () => {
    const { page, context } = await openPage(browser, '/home');
    await page.locator('main h1').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '送检' }).click();
    await page.waitForURL('**/detection');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('keeps the §2 layout sizes', async () => {
    const { page, context } = await openPage(browser, '/home');
    await page.locator('main h1').waitFor();
    const box = async (selector: string) => page.locator(selector).first().boundingBox();
    expect(await box('header > div')).toMatchObject({ width: 1300, height: 115 });
    expect(await box('header a[aria-label$="首页"]')).toMatchObject({ width: 580, height: 62 });
    expect(await box('[role="search"]')).toMatchObject({ width: 430, height: 40 });
    expect((await box('nav[aria-label="主导航"]'))?.height).toBe(62);
    expect((await box('main > div'))?.width).toBe(1200);
    for (const img of await page.locator('footer img').all()) {
      expect(await img.boundingBox()).toMatchObject({ width: 108, height: 108 });
    }
    await page.setViewportSize({ width: 1000, height: 800 });
    expect(await page.evaluate(() => document.body.getBoundingClientRect().width)).toBe(1200);
    await context.close();
  });
});
