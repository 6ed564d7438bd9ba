import type { Browser, Page } from 'playwright-core';
import type { MemberAddress } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, loginThroughForm, registerViaApi } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { formatViolations, seriousAxeViolations } from './support/page-quality';

/**
 * Issue #20: the personal centre's address book (常用地址) as a new member meets it — add, choose
 * the default, edit, delete — and the checkout starting from the default with the book to pick from.
 */
const PASSWORD = 'Dizhi@2026';
const FACTORY = { name: '李建国', phone: '13955556666', address: '甘肃省定西市陇西县文峰镇药材产业园3号库' };
const LAB = { name: '吴倩', phone: '0558-5551234', address: '安徽省亳州市谯城区魏武大道8号 质检部' };

let browser: Browser;
let page: Page;
let token: string;

const book = async () => (await callApi<MemberAddress[]>('/api/memberAddress/findMyAddress', undefined, token)).data;
const card = (name: string) => page.getByTestId('address-card').filter({ hasText: name });
/** The card's 默认 tag — matched exactly, since the other cards' 设为默认 buttons contain the word too. */
const defaultTag = (name: string) => card(name).getByText('默认', { exact: true });

async function addAddress(a: typeof FACTORY): Promise<void> {
  await page.getByRole('button', { name: '新增地址' }).click();
  const editor = page.getByTestId('address-editor');
  await editor.getByLabel('联系人').fill(a.name);
  await editor.getByLabel('联系电话').fill(a.phone);
  await editor.getByLabel('回寄地址').fill(a.address);
  await page.getByRole('dialog').getByRole('button', { name: /保\s*存/ }).click();
  await editor.waitFor({ state: 'detached' });
  await card(a.name).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const member = await registerViaApi(PASSWORD);
  token = member.session.accessToken;
  ({ page } = await openPage(browser));
  await loginThroughForm(page, member.account, PASSWORD);
});
afterAll(async () => browser?.close());

describe('常用地址 in the personal centre, and the checkout that starts from it', () => {
  it('adds addresses (the first becomes the default), refuses a bad phone, moves the default and edits', async () => {
    await page.goto('/pcenter/address');
    await page.getByText('还没有常用地址').waitFor();
    await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '常用地址' }).waitFor();

    // A bad phone is named under its field and nothing is saved.
    await page.getByRole('button', { name: '新增地址' }).click();
    const editor = page.getByTestId('address-editor');
    await editor.getByLabel('联系人').fill(LAB.name);
    await editor.getByLabel('联系电话').fill('139555566');
    await editor.getByLabel('回寄地址').fill(LAB.address);
    await page.getByRole('dialog').getByRole('button', { name: /保\s*存/ }).click();
    await editor.getByText('请输入合法的手机号或座机号').waitFor();
    expect(await book()).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();
    await editor.waitFor({ state: 'detached' });

    await addAddress(FACTORY);
    await defaultTag(FACTORY.name).waitFor();
    await addAddress(LAB);
    await expect(page.getByTestId('address-count').textContent()).resolves.toBe('已保存 2 / 10 个');
    expect((await book()).map((a) => [a.name, a.isDefault])).toEqual([
      ['李建国', true],
      ['吴倩', false],
    ]);

    await card(LAB.name).getByRole('button', { name: '设为默认' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await defaultTag(LAB.name).waitFor();
    await card(FACTORY.name).getByRole('button', { name: '设为默认' }).waitFor();
    await expect(defaultTag(FACTORY.name).count()).resolves.toBe(0);
    // The default is listed first.
    await expect(page.getByTestId('address-card').first().textContent()).resolves.toContain(LAB.name);

    await card(FACTORY.name).getByRole('button', { name: '编辑' }).click();
    await page.getByTestId('address-editor').getByLabel('回寄地址').fill('甘肃省定西市陇西县文峰镇药材产业园5号库');
    await page.getByRole('dialog').getByRole('button', { name: /保\s*存/ }).click();
    await card(FACTORY.name).getByText('5号库').waitFor();
    // The cards (a default one among them) and their actions pass axe, like the centre's other pages.
    const violations = await seriousAxeViolations(page);
    expect(violations, formatViolations('/pcenter/address', violations)).toEqual([]);
  });

  it('checkout fills the default address and offers the book; picking another fills its contact', async () => {
    await page.goto('/detection');
    await page.getByTestId('test-items').locator('label').first().click();
    await page.getByTestId('provider-card').first().getByRole('button', { name: '加入购物车' }).click();
    await page.getByText(/已将 \d+ 个项目加入购物车/).waitFor();
    await page.getByTestId('go-cart').click();
    await page.waitForURL('**/shopCart');
    await page.getByRole('button', { name: /去\s*结\s*算/ }).click();
    await page.waitForURL('**/gotoOrder');
    await page.getByTestId('amount-summary').waitFor();
    await expect(page.getByLabel('联系人').inputValue()).resolves.toBe(LAB.name);
    await expect(page.getByLabel('联系电话').inputValue()).resolves.toBe(LAB.phone);
    await expect(page.getByLabel('回寄地址').inputValue()).resolves.toBe(LAB.address);

    const choices = page.getByRole('group', { name: '常用地址' });
    await choices.getByRole('button', { name: new RegExp(FACTORY.name) }).click();
    await expect(page.getByLabel('联系人').inputValue()).resolves.toBe(FACTORY.name);
    await expect(page.getByLabel('回寄地址').inputValue()).resolves.toBe('甘肃省定西市陇西县文峰镇药材产业园5号库');
    await choices.getByRole('link', { name: '管理常用地址' }).click();
    await page.waitForURL('**/pcenter/address');
  });

  it('deleting the default passes it to the other address', async () => {
    await card(LAB.name).getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /删\s*除/ }).click();
    await card(LAB.name).waitFor({ state: 'detached' });
    await defaultTag(FACTORY.name).waitFor();
    expect((await book()).map((a) => [a.name, a.isDefault])).toEqual([['李建国', true]]);
  });
});
