import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, freshCreditCode, loginThroughForm, uniqueAccount } from './support/accounts';
import { launchBrowser, openPage, withoutLiveStream } from './support/browser';
import { readSmsCode, uniqueMobile } from './support/outbox';

/**
 * The uploader (§4, §5) and its crop dialog as a member meets them: the 营业执照
 * field of the real-name form on /pcenter/baseInfo (max 1, images only,
 * watermarked), with real files against the real server. One corporate member
 * is registered for the whole file (register is limited to 20/h per address);
 * the tests run in order on one page, each going on from where the last ended.
 */

const PASSWORD = 'Zhongyao2026';

/** A file made in memory for setInputFiles. */
interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}
const MB = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const files = {
  png: async () => ({ name: '营业执照.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#00604f' } }).png().toBuffer() }),
  jpg: async () => ({ name: '执照副本.JPG', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#e6b422' } }).jpeg().toBuffer() }),
  txt: () => ({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('不是图片') }),
  pdf: () => ({ name: '执照.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') }),
};

/**
 * 31 MB behind a PNG signature, as a file on disk: Playwright hands a local
 * browser the path instead of sending 31 MB through the protocol.
 */
function writeHugePng(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-e2e-upload-')), '超大.png');
  fs.writeFileSync(file, Buffer.concat([PNG_SIGNATURE, Buffer.alloc(31 * MB - PNG_SIGNATURE.length)]));
  return file;
}

async function registerCorporateMember(): Promise<string> {
  const account = uniqueAccount('up');
  const mobile = uniqueMobile();
  const sent = await callApi('/api/auth/sendSmsCode', { mobile, purpose: 'register' });
  if (sent.retcode !== 1) throw new Error(`sendSmsCode failed: ${sent.retmsg}`);
  const res = await callApi('/api/auth/register', {
    memberType: 3,
    userAccount: account,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    mobile,
    smsCode: await readSmsCode(mobile),
    email: '',
    agree: true,
    companyName: '亳州上传测试药业有限公司',
    unifyCode: freshCreditCode(),
  });
  if (res.retcode !== 1) throw new Error(`register failed: ${res.retmsg}`);
  return account;
}

/** What the server recorded for an uploaded file (read from its SQLite file, like the SMS outbox). */
function storedUpload(fileUrl: string): { original_name: string; watermarked: number } | undefined {
  const db = new Database(path.join(inject('dataDir'), 'portal.sqlite'), { readonly: true });
  try {
    return db.prepare('select original_name, watermarked from upload_file where file_key = ?').get(fileUrl.replace('/files/', '')) as
      | { original_name: string; watermarked: number }
      | undefined;
  } finally {
    db.close();
  }
}

/** Every upload the page sends, with its multipart body. */
function recordUploads(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/uploadFile')) sent.push(request);
  });
  return sent;
}

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const tiles = (field: Locator) => field.getByTestId('upload-tile');
const dialogWith = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

describe('uploader on the real-name form (/pcenter/baseInfo)', () => {
  let browser: Browser;
  let page: Page;
  let licence: Locator;
  let uploads: Request[];
  let hugePng: string;

  beforeAll(async () => {
    hugePng = writeHugePng();
    browser = await launchBrowser();
    const account = await registerCorporateMember();
    ({ page } = await openPage(browser));
    // The delete test waits for the network to go idle.
    await withoutLiveStream(page);
    uploads = recordUploads(page);
    await loginThroughForm(page, account, PASSWORD);
  });
  afterAll(async () => {
    await browser.close();
    fs.rmSync(path.dirname(hugePng), { recursive: true, force: true });
  });

  async function openForm(): Promise<void> {
    await page.goto('/pcenter/baseInfo');
    await page.getByTestId('real-name-form').waitFor();
    licence = page.getByTestId('real-name-form').getByRole('group', { name: '营业执照' });
    uploads.length = 0;
  }

  /** A path on disk, or files made in memory; several at once like a multiple selection. */
  async function choose(chosen: string | FilePayload | FilePayload[]): Promise<void> {
    await licence.getByLabel('上传图片').setInputFiles(chosen);
  }

  async function answerCropQuestion(answer: '不裁剪' | '裁剪'): Promise<void> {
    const question = dialogWith(page, '图片是否需要进行裁减?');
    await question.waitFor();
    expect(await question.getByText('提醒').count()).toBe(1);
    await question.getByRole('button', { name: answer === '不裁剪' ? '不裁剪' : /^裁\s*剪$/ }).click();
  }

  it('refuses a .txt and, on this images-only field, a PDF with 不支持的文件类型; 31 MB with 上传文件大小不能超过 30MB!', async () => {
    await openForm();
    await choose(files.txt());
    await toast(page, '不支持的文件类型').waitFor();
    await choose(files.pdf());
    await expect.poll(() => toast(page, '不支持的文件类型').count()).toBe(2);
    await choose(hugePng);
    await toast(page, '上传文件大小不能超过 30MB!').waitFor();
    expect(await tiles(licence).count()).toBe(0);
    expect(await dialogWith(page, '图片是否需要进行裁减?').count()).toBe(0);
    expect(uploads).toHaveLength(0);
  });

  it('不裁剪 uploads as is with a progress bar; a second file at once gets 文件最多能上传1 个，上传失败！', async () => {
    await openForm();
    // Hold the answer a moment so the progress bar can be seen.
    await page.route('**/api/uploadFile', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await choose([await files.png(), await files.jpg()]);
    await answerCropQuestion('不裁剪');
    await licence.getByRole('progressbar').waitFor();
    await tiles(licence).first().waitFor();
    await page.unroute('**/api/uploadFile');
    await toast(page, '文件最多能上传1 个，上传失败！').waitFor();
    expect(await tiles(licence).count()).toBe(1);
    expect(uploads).toHaveLength(1);
    const body = uploads[0]!.postDataBuffer()!.toString('latin1');
    expect(body).toMatch(/name="needWatermark"\r\n\r\ntrue/);
    expect(body).toMatch(/name="thumbImageFlag"\r\n\r\nfalse/);

    // The tile shows the server's 180-px thumbnail; the add tile hides at max 1. A licence is private
    // (issue #17): the tile loads it through the signed link the upload answered with.
    const thumb = tiles(licence).locator('img');
    expect(await thumb.getAttribute('src')).toMatch(/^\/files\/[\w-]{22}\.png\?exp=\d+&sig=[\w-]+&w=180$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(180);
    const box = (await tiles(licence).first().boundingBox())!;
    expect([box.width, box.height]).toEqual([180, 180]);
    expect(await licence.getByRole('button', { name: /上传图片/ }).count()).toBe(0);
  });

  it('delete removes the tile at once, with no dialog and no server call', async () => {
    await page.waitForLoadState('networkidle');
    const calls: string[] = [];
    const onRequest = (request: Request) => calls.push(request.url());
    page.on('request', onRequest);
    await tiles(licence).first().hover();
    await tiles(licence).first().getByRole('button', { name: '删除' }).click();
    expect(await tiles(licence).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await licence.getByRole('button', { name: /上传图片/ }).waitFor();
    page.off('request', onRequest);
    expect(calls.filter((url) => url.includes('/api/') && !url.includes('/api/live/stream'))).toEqual([]);
  });

  it('裁剪 opens 图片裁剪 (400×300 at 4:3); 保存 uploads image.png and says 上传成功！; 预览 shows it', async () => {
    await choose(await files.jpg());
    await answerCropQuestion('裁剪');
    const dialog = dialogWith(page, '图片裁剪');
    const cropBox = dialog.locator('.cropper-crop-box');
    await cropBox.waitFor();
    await expect.poll(async () => (await cropBox.boundingBox())?.width).toBe(400);
    expect((await cropBox.boundingBox())!.height).toBe(300);
    for (const preset of ['16:9', '4:3', '1:1', '自由']) expect(await dialog.getByText(preset, { exact: true }).count()).toBe(1);

    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await toast(page, '上传成功！').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await tiles(licence).count()).toBe(1);
    // Chromium does not hand over a canvas blob's multipart body, so ask the server what it stored.
    const fileUrl = (await tiles(licence).first().getAttribute('data-path'))!;
    expect(storedUpload(fileUrl)).toEqual({ original_name: 'image.png', watermarked: 1 });

    await tiles(licence).first().hover();
    await tiles(licence).first().getByRole('button', { name: '预览' }).click();
    const viewer = page.locator('.ant-image-preview img');
    await viewer.waitFor();
    expect(await viewer.getAttribute('src')).toMatch(new RegExp(`^${fileUrl}\\?exp=\\d+&sig=[\\w-]+$`));
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
  });

  it('replace asks 替换图片会删除原来的图片, then puts the new file in the same place', async () => {
    const before = await tiles(licence).first().getAttribute('data-path');
    await tiles(licence).first().hover();
    await tiles(licence).first().getByRole('button', { name: '替换' }).click();
    const confirm = dialogWith(page, '替换图片会删除原来的图片');
    await confirm.waitFor();
    const chooser = page.waitForEvent('filechooser');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await (await chooser).setFiles(await files.png());
    await answerCropQuestion('不裁剪');
    await expect.poll(() => tiles(licence).first().getAttribute('data-path')).not.toBe(before);
    expect(await tiles(licence).count()).toBe(1);
    expect(await tiles(licence).first().getAttribute('data-path')).toMatch(/^\/files\/[\w-]{22}\.png$/);
  });

  it('submits the form: 实名认证资料已提交，请等待审核, and the page then shows the status', async () => {
    await page.getByTestId('real-name-form').getByRole('button', { name: '提交认证' }).click();
    await toast(page, '实名认证资料已提交，请等待审核').waitFor();
    await page.reload();
    await page.getByTestId('real-name-summary').getByText('待审核', { exact: true }).waitFor();
    expect(await page.getByTestId('real-name-form').count()).toBe(0);
    // The summary shows the submitted licence read-only: no add tile, no replace or delete.
    const summaryLicence = page.getByTestId('real-name-summary');
    await expect.poll(() => tiles(summaryLicence).count()).toBe(1);
    expect(await summaryLicence.getByLabel('上传图片').count()).toBe(0);
    expect(await summaryLicence.getByRole('button', { name: /删除|替换/ }).count()).toBe(0);
  });

  it('saves an avatar uploaded in 编辑资料 and shows it after a reload', async () => {
    const editor = page.getByTestId('profile-editor');
    const avatar = editor.getByRole('group', { name: '头像' });
    await avatar.getByLabel('上传图片').setInputFiles(await files.jpg());
    await answerCropQuestion('不裁剪');
    await expect.poll(() => tiles(avatar).count()).toBe(1);
    const saved = await tiles(avatar).first().getAttribute('data-path');
    expect(saved).toMatch(/^\/files\/[\w-]{22}\.jpg$/);
    await editor.getByRole('button', { name: '保存资料' }).click();
    await toast(page, '基本信息已保存').waitFor();
    await page.reload();
    const reloaded = page.getByTestId('profile-editor').getByRole('group', { name: '头像' });
    await expect.poll(() => tiles(reloaded).first().getAttribute('data-path')).toBe(saved);
  });

  it('an empty read-only uploader shows 【暂无文件】 (an approved company seeded without a licence image)', async () => {
    const { page: other, context } = await openPage(browser);
    await loginThroughForm(other, 'qiye01');
    await other.goto('/pcenter/baseInfo');
    const summary = other.getByTestId('real-name-summary');
    await summary.waitFor();
    await summary.getByText('【暂无文件】').waitFor();
    expect(await tiles(summary).count()).toBe(0);
    await context.close();
  });

});

/** A multi-file uploader: the payment vouchers of an order (max 10), in the 上传支付凭证 dialog. */
describe('uploader with several files (payment vouchers)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('reorders tiles by dragging, and the new order is what the field holds', async () => {
    const { page, context } = await openPage(browser);
    await loginThroughForm(page, 'geren01'); // seeded with an order whose payment was rejected (status 10)
    await page.goto('/pcenter/order');
    await page.getByRole('button', { name: '上传支付凭证' }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: '支付凭证' });
    await dialog.waitFor();
    const field = dialog.locator('.ant-form-item').filter({ hasText: '支付凭证' });
    const colours = ['#00604f', '#e6b422', '#b22222'];
    for (const [i, background] of colours.entries()) {
      const buffer = await sharp({ create: { width: 300, height: 200, channels: 3, background } }).png().toBuffer();
      await field.getByLabel('上传文件').setInputFiles({ name: `凭证${i + 1}.png`, mimeType: 'image/png', buffer });
      const question = page.getByRole('dialog').filter({ hasText: '图片是否需要进行裁减?' });
      await question.getByRole('button', { name: '不裁剪' }).click();
      await expect.poll(() => tiles(field).count(), { timeout: 15_000 }).toBe(i + 1);
      // The question fades out over the tiles; a press during the fade lands on its mask, not on a tile.
      await question.waitFor({ state: 'detached' });
    }
    const before = await Promise.all((await tiles(field).all()).map((t) => t.getAttribute('data-path')));
    // Drag the first tile onto the third (dnd-kit starts a drag after 5 px of pointer movement).
    const from = (await tiles(field).nth(0).boundingBox())!;
    const to = (await tiles(field).nth(2).boundingBox())!;
    await page.mouse.move(from.x + 20, from.y + 20);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 30, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await page.mouse.up();
    await expect
      .poll(() => Promise.all([0, 1, 2].map((i) => tiles(field).nth(i).getAttribute('data-path'))), { timeout: 5_000 })
      .toEqual([before[1], before[2], before[0]]);
    await dialog.getByRole('button', { name: /取\s*消/ }).click(); // nothing is paid
    await context.close();
  });
});
