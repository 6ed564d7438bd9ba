import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, callApi } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

/** The information pages against the seeded server's real content. */
describe('content pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  const countRequests = (page: Page, fragment: string) => {
    const seen: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes(fragment)) seen.push(req.url());
    });
    return seen;
  };

  it('home shows the banner, news tabs, notices, ticker, public notices and the statistics', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/home');
    await page.getByTestId('home-banner').locator('img').first().waitFor({ state: 'attached' });
    const news = page.getByTestId('home-news');
    // The blocks load after the heading: wait for the tabs before counting them.
    await news.getByRole('tab', { name: '政策资讯' }).waitFor();
    for (const name of ['政策资讯', '行业动态', '平台公告', '标准解读', '知识库', '帮助中心']) {
      await expect(news.getByRole('tab', { name }).count(), name).resolves.toBe(1);
    }
    await news.locator('li a').first().waitFor();
    expect(await news.locator('li').count()).toBeGreaterThanOrEqual(6);
    await news.getByRole('tab', { name: '行业动态' }).click();
    await news.getByRole('tabpanel', { name: '行业动态' }).locator('li a').first().waitFor();
    await page.getByTestId('home-notices').locator('li a').first().waitFor();
    await page.getByTestId('home-pubs').locator('li').first().waitFor();
    await page.getByTestId('home-ticker').waitFor();
    await page.getByTestId('quality-chart').waitFor();
    expect(await page.getByTestId('home-figure').count()).toBe(4);
    await expect(page.getByTestId('home-statistics').textContent()).resolves.toContain('近12月抽检批次');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('news list → detail → back, with pagination and the category menu', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/news/list?categoryId=1');
    const rows = page.getByTestId('article-rows');
    await rows.locator('li').first().waitFor();
    // The category menu loads its own data: wait for it, then expect the one entry (count() does not wait).
    const menu = page.getByRole('navigation', { name: '政策资讯分类' });
    await menu.getByText('国家政策').first().waitFor();
    await expect(menu.getByText('国家政策').count()).resolves.toBe(1);
    const firstTitle = (await rows.locator('li a').first().textContent())!.replace(/^置顶/, '');
    const listedViews = Number((await rows.locator('li').first().getByText(/^浏览 \d+$/).textContent())!.slice(3));
    const counted = countRequests(page, '/api/articleInfo/countArticleView');
    await rows.locator('li a').first().click();
    await page.waitForURL((url) => url.pathname === '/news/detail' && url.searchParams.has('id'));
    await expect(page.getByTestId('article').locator('h2').textContent()).resolves.toBe(firstTitle);
    // Reading is a GET that changes nothing; the page counts its one view with a POST (issue #17).
    await expect.poll(async () => (await page.getByTestId('article-views').textContent())?.trim()).toBe(String(listedViews + 1));
    expect(counted).toHaveLength(1);
    await expect(page.getByTestId('article-content').locator('p').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText(/上一篇：/).count()).resolves.toBe(1);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/news/list' && url.searchParams.get('categoryId') === '1');
    await rows.locator('li').first().waitFor();
    const pager = page.getByRole('navigation', { name: '分页' });
    if (await pager.count()) {
      await expect(pager.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).resolves.toBe('page');
      await pager.getByRole('button', { name: '第 2 页' }).click();
      await page.waitForURL((url) => url.searchParams.get('pageNum') === '2');
      await rows.locator('li').first().waitFor();
      await expect(pager.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).resolves.toBe('page');
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('search highlights matches and asks again when the same words are searched again', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const calls = countRequests(page, '/api/articleInfo/findSearchBox');
    await page.goto(`/search?searchStr=${encodeURIComponent('抽检')}&salt=1`);
    const hits = page.getByTestId('search-hits');
    await hits.locator('mark').first().waitFor();
    await expect(hits.locator('mark').first().textContent()).resolves.toBe('抽检');
    await expect(page.getByRole('tab', { name: '政策资讯', selected: true }).count()).resolves.toBe(1);
    expect(calls).toHaveLength(1);

    const box = page.getByRole('search').getByLabel('搜索关键词');
    await box.fill('抽检');
    await box.press('Enter');
    await expect.poll(() => calls.length).toBe(2);
    await hits.locator('mark').first().waitFor();

    await page.getByRole('tab', { name: '标准解读' }).click();
    await page.waitForURL((url) => url.searchParams.get('searchType') === '标准解读');
    await expect.poll(() => calls.length).toBe(3);
    await expect.poll(() => page.getByTestId('search-summary').textContent()).toContain('标准解读');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('an empty search lists the newest articles', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/search?searchStr=&salt=2');
    await page.getByTestId('search-hits').locator('li').first().waitFor();
    await expect(page.getByTestId('search-hits').locator('mark').count()).resolves.toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a visitor reaches the eight pages no menu item leads to from the home page, by clicks only', { timeout: 120_000 }, async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/home');
    const heading = page.locator('main h1');
    const arrive = async (path: string, title: string) => {
      await page.waitForURL((url) => url.pathname === path);
      await heading.filter({ hasText: title }).waitFor();
    };
    const home = async () => {
      await page.goto('/home');
      await page.getByTestId('home-news').waitFor();
    };
    await home();
    await page.getByTestId('home-news').getByRole('link', { name: /更多/ }).click();
    await arrive('/news', '新闻资讯');
    for (const [name, path, title] of [['知识库', '/knowledge', '知识库'], ['帮助中心', '/helpCenter', '帮助中心']] as const) {
      await home();
      await page.getByRole('navigation', { name: '快捷入口' }).getByRole('link', { name: new RegExp(name) }).click();
      await arrive(path, title);
    }
    for (const [name, path] of [['联系我们', '/contractUs'], ['关于我们', '/aboutUs'], ['网站地图', '/sitemap']] as const) {
      await home();
      await page.getByRole('navigation', { name: '站点服务' }).getByRole('link', { name }).click();
      await arrive(path, name);
    }
    // From the site map, the last two.
    for (const [name, path] of [['关于平台', '/about'], ['关联平台', '/relation']] as const) {
      await page.goto('/sitemap');
      await page.getByTestId('sitemap').getByRole('link', { name, exact: true }).click();
      await arrive(path, name);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('every sitemap link renders a page (never /404)', { timeout: 120_000 }, async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/sitemap');
    const links = page.getByTestId('sitemap').locator('a');
    await links.first().waitFor();
    const targets = await links.evaluateAll((as) => as.map((a) => [a.getAttribute('href')!, a.textContent!] as const));
    expect(targets.length).toBeGreaterThan(20);
    // The pages no nav item reaches are among them (issue #20).
    expect(targets.map(([href]) => href)).toEqual(expect.arrayContaining(['/knowledge', '/helpCenter', '/contractUs', '/aboutUs', '/about', '/relation', '/news']));
    for (const [href, title] of targets) {
      await page.goto(href);
      const heading = page.locator('main h1');
      await heading.waitFor();
      // Each opens as it is: no 404, no login first, no 未找到 for a missing ?id=.
      expect(new URL(page.url()).pathname, href).toBe(href);
      expect(await heading.textContent(), href).toBe(title);
      expect(await page.getByText('未找到').count(), href).toBe(0);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('help centre: Q&A in a collapse, filtered by keyword', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/helpCenter');
    const questions = page.getByTestId('help-questions');
    const headers = questions.getByRole('button');
    await headers.first().waitFor();
    await headers.first().click();
    await expect(headers.first().getAttribute('aria-expanded')).resolves.toBe('true');
    await questions.getByRole('link', { name: '查看完整解答' }).first().waitFor();
    const before = await headers.count();
    await page.getByLabel('搜索帮助问题').fill('发票');
    await page.getByLabel('搜索帮助问题').press('Enter');
    await expect.poll(() => headers.count()).toBeLessThan(before);
    await expect(questions.getByText('可以开具哪些发票？需要提供哪些开票信息？').count()).resolves.toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('knowledge hand-off: a visitor is asked to log in', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/knowledge');
    await page.getByTestId('article-rows').locator('li').first().waitFor();
    // The platform's four services ask a visitor to log in as well.
    expect(await page.getByRole('list', { name: '知识库平台服务' }).getByRole('link', { name: /^登录后进入/ }).count()).toBe(4);
    await page.getByTestId('knowledge-login').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/knowledge');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('knowledge hand-off: a member gets the knowledge-base link in a new tab', async () => {
    const issued = await apiLogin('putong01');
    const query = new URLSearchParams({
      access_token: issued.accessToken,
      userId: String(issued.userId),
      expireTime: String(issued.expireTime),
    });
    const { page, context, consoleErrors } = await openPage(browser, `/knowledge?${query.toString()}`);
    await page.waitForURL((url) => url.pathname === '/knowledge' && url.search === '');
    // Never load the other platform: fulfil the new tab's request locally.
    await context.route((url) => !url.href.startsWith(new URL(page.url()).origin), (route) =>
      route.fulfill({ body: '<title>知识库</title>', contentType: 'text/html' }),
    );
    const button = page.getByRole('button', { name: /进入知识库平台/ });
    await button.waitFor();
    const popup = context.waitForEvent('page');
    await button.click();
    const tab = await popup;
    await tab.waitForURL(/^https?:\/\//);
    expect(tab.url()).toMatch(/^https?:\/\//);
    expect(tab.url()).not.toContain(new URL(page.url()).host);

    // §7's other four jump types: the page's entries, 产品画像 on a product, 企业画像 on an institution.
    const opens = async (button: Locator, path: string) => {
      await button.waitFor();
      const next = context.waitForEvent('page');
      await button.click();
      const opened = await next;
      await opened.waitForURL((url) => url.pathname === path && url.searchParams.has('ticket'));
      await opened.close();
    };
    for (const [type, path] of [[2, '/search'], [3, '/standard'], [4, '/product'], [5, '/company']] as const) {
      await opens(page.getByTestId(`knowledge-jump-${type}`), path);
    }
    const products = await callApi<{ list: { id: number }[] }>('/publishProduct/findMallProduct?pageSize=1');
    await page.goto(`/mall/detail?id=${products.data.list[0]!.id}`);
    await opens(page.getByTestId('product-profile'), '/product');
    await page.goto('/organization/detail?id=2');
    await opens(page.getByTestId('company-profile'), '/company');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('公示公告: home → 更多 → the list by type → one notice', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/home');
    const pubs = page.getByTestId('home-pubs');
    await pubs.locator('li a').first().waitFor();
    await pubs.getByRole('link', { name: /更多/ }).click();
    await page.locator('main h1', { hasText: '公示公告' }).waitFor();
    const notices = page.getByTestId('notices');
    await notices.locator('li a').first().waitFor();
    await page.getByText('抽检公告', { exact: true }).first().click();
    await page.waitForURL((url) => url.searchParams.get('infoType') === '抽检公告');
    await expect.poll(async () => new Set(await notices.getByTestId('notice-type').allTextContents())).toEqual(new Set(['抽检公告']));
    const title = (await notices.locator('li a').first().textContent())!;
    await notices.locator('li a').first().click();
    await page.locator('main h1', { hasText: '公示详情' }).waitFor();
    await expect(page.getByTestId('notice').locator('h2').textContent()).resolves.toBe(title);
    expect((await page.getByTestId('notice-content').textContent())!.length).toBeGreaterThan(20);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a body stored with <script> and an onerror image never runs or reaches the page', async () => {
    // Written straight into the database, past the write-side sanitizer: the read side must still clean it.
    const db = new Database(path.join(inject('dataDir'), 'portal.sqlite'));
    const now = new Date().toISOString();
    const id = Number(
      db
        .prepare(
          `insert into article_info (category_id, title, summary, source, content, status, publish_time, created_at)
           values (1, 'XSS 检查', '摘要', '测试', ?, 2, ?, ?)`,
        )
        .run('<p>正文</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">链接</a>', now, now)
        .lastInsertRowid,
    );
    db.close();
    const { page, context } = await openPage(browser, `/news/detail?id=${id}`);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    const body = page.getByTestId('article-content');
    await body.getByText('正文').waitFor();
    expect(await body.locator('script').count()).toBe(0);
    expect(await body.locator('[onerror]').count()).toBe(0);
    expect(await body.locator('a[href^="javascript:"]').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toBe(0);
    await context.close();
  });
});
