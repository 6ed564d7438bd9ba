import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLogin } from './support/accounts';
import { baseUrl, launchBrowser, openPage } from './support/browser';

/** Issue #7: standards, the pharmacopoeia and the Chinese-aware lookup search, against the seeded server. */
describe('lookup pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  const hits = (page: Page) => page.getByTestId('lookup-hits');
  const hitTitles = async (page: Page) => {
    await hits(page).locator('li').first().waitFor();
    return hits(page).locator('li a').allTextContents();
  };
  const search = async (page: Page, q: string) => {
    await page.goto(`/pharmacopoeia/search?q=${encodeURIComponent(q)}`);
    return hitTitles(page);
  };

  it('the search box of /pharmacopoeia finds 人参 first, then the drugs and formulas that contain it', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/pharmacopoeia');
    await page.getByTestId('volume-overview').locator('a').first().waitFor();
    const box = page.getByLabel('药典与标准检索');
    await box.fill('人参');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/pharmacopoeia/search' && url.searchParams.get('q') === '人参');
    const titles = await hitTitles(page);
    expect(titles[0]).toBe('人参');
    expect(titles).toContain('人参叶');
    await expect(hits(page).locator('li').first().locator('mark').first().textContent()).resolves.toBe('人参');
    // Among the monographs alone: the related drugs (红参) and the formulas that contain 人参.
    await page.getByRole('tab', { name: '药典品种' }).click();
    await page.waitForURL((url) => url.searchParams.get('scope') === 'monograph');
    await expect.poll(async () => hits(page).locator('li[data-kind="standard"]').count()).toBe(0);
    const monographs = await hitTitles(page);
    expect(monographs).toEqual(expect.arrayContaining(['红参', '人参叶', '人参养荣丸']));
    // The box keeps the words it searched.
    await expect(page.getByLabel('药典与标准检索').inputValue()).resolves.toBe('人参');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('finds 人参 by full pinyin, by initials and by its Latin name', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    expect((await search(page, 'renshen'))[0]).toBe('人参');
    expect(await search(page, 'rs')).toContain('人参');
    expect((await search(page, 'Ginseng Radix et Rhizoma'))[0]).toBe('人参');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('finds a standard by its number, and the 质量标准 tab keeps to standards', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const titles = await search(page, 'GB/T 19618');
    expect(titles[0]).toContain('GB/T 19618');
    await page.getByRole('tab', { name: '质量标准' }).click();
    await page.waitForURL((url) => url.searchParams.get('scope') === 'standard');
    await expect.poll(async () => hits(page).locator('li[data-kind="monograph"]').count()).toBe(0);
    await hits(page).locator('li').first().locator('a').click();
    await page.waitForURL((url) => url.pathname === '/standard/detail');
    await expect(page.getByTestId('standard-detail').textContent()).resolves.toContain('GB/T 19618');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a search with no hit says so', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/pharmacopoeia/search?q=zzqqxx');
    await page.getByText('没有找到与「zzqqxx」相关的药典品种或标准', { exact: false }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens a monograph from the catalogue’s pinyin index', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/pharmacopoeia/list?volume=1');
    const rows = page.getByTestId('monograph-list');
    await rows.locator('li').first().waitFor();
    await page.getByRole('navigation', { name: '拼音首字母索引' }).getByRole('button', { name: 'R', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('initial') === 'R');
    await expect.poll(async () => (await rows.locator('li a').allTextContents()).includes('人参')).toBe(true);
    for (const initial of await rows.locator('li > span:first-child').allTextContents()) expect(initial).toBe('R');
    await rows.getByRole('link', { name: '人参', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/pharmacopoeia/detail');
    const monograph = page.getByTestId('monograph');
    await expect(monograph.locator('h2').textContent()).resolves.toBe('人参');
    await expect(monograph.textContent()).resolves.toContain('Renshen');
    const sections = await page.getByTestId('monograph-sections').locator('h3').allTextContents();
    expect(sections.slice(0, 2)).toEqual(['来源', '性状']);
    await expect(page.getByTestId('monograph-checks').getByRole('columnheader', { name: '限度' }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: /查看检测项目/ }).getAttribute('href')).resolves.toBe(
      `/detection?variety=${encodeURIComponent('人参')}`,
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('filters standards by level and state, in the address', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/standard');
    const table = page.getByTestId('standard-table');
    await table.locator('tbody tr').first().waitFor();
    await page.getByRole('radiogroup', { name: '标准级别' }).getByText('行业标准', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('level') === '2');
    await expect.poll(async () => table.locator('[data-level]:not([data-level="2"])').count()).toBe(0);
    await page.getByRole('radiogroup', { name: '标准状态' }).getByText('现行', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('state') === '1' && url.searchParams.get('level') === '2');
    // Both at once: while the next page loads the table may be empty, which has no other state either.
    const stateCounts = async () => [await table.locator('[data-state]:not([data-state="1"])').count(), (await table.locator('tbody tr [data-state="1"]').count()) > 0];
    await expect.poll(stateCounts, { timeout: 15_000 }).toEqual([0, true]);
    await page.reload();
    await table.locator('tbody tr').first().waitFor();
    await expect(page.getByRole('radiogroup', { name: '标准级别' }).locator('input[value="2"]').isChecked()).resolves.toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('state') === null && url.searchParams.get('level') === '2');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('downloads a standard’s PDF and favourites it', async () => {
    const list = (await (await fetch(`${baseUrl()}/api/qualityControlStandard/queryQualityControlStandard?pageSize=50`)).json()) as {
      data: { list: { id: number; hasPdf: boolean; nameCn: string }[] };
    };
    const withPdf = list.data.list.find((s) => s.hasPdf);
    expect(withPdf).toBeDefined();
    const { page, context, consoleErrors } = await openPage(browser, `/standard/detail?id=${withPdf!.id}`);
    const link = page.getByRole('link', { name: /下载PDF/ });
    await link.waitFor();
    const href = await link.getAttribute('href');
    const response = await context.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    // 收藏: a visitor is sent to log in and comes back; a member's heart toggles, and the standard is in 我的收藏.
    const heart = page.getByTestId('collect-heart');
    await heart.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, 'geren03');
    await page.waitForURL((url) => url.pathname === '/standard/detail');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/pcenter/collect');
    await page.getByTestId('collect-list').getByText(withPdf!.nameCn).first().waitFor();
    await page.goto(`/standard/detail?id=${withPdf!.id}`);
    await expect.poll(() => page.getByTestId('collect-heart').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('collect-heart').click();
    await expect.poll(() => page.getByTestId('collect-heart').getAttribute('aria-pressed')).toBe('false');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
