import fs from 'node:fs';
import path from 'node:path';
import { SECURITY_LIMIT_MESSAGES as L } from '@tcm/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimUploads } from '../../src/modules/files/claims';
import { UPLOAD_QUOTAS } from '../../src/modules/files/upload-limits';
import { OCR_QUEUE, createOcrService } from '../../src/modules/ocr/service';
import type { RatePolicy } from '../../src/modules/rate-limit/service';
import { startS3rver } from '../helpers/s3rver';
import { manualClock } from '../helpers/manual-clock';
import { multipartBody } from '../helpers/multipart';
import { type TestApp, createTestApp, testEngine } from '../helpers/test-app';

type Headers = Record<string, string>;
const HOUR = 3_600_000;
/** What app.inject's requests come from (TRUST_PROXY is off). */
const ADDRESS = '127.0.0.1';
const png = (width = 40, height = 30) => sharp({ create: { width, height, channels: 3, background: '#00604f' } }).png().toBuffer();
/** A PDF of exactly `bytes` bytes. */
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]);

async function upload(t: TestApp, value: Buffer, opts: { headers?: Headers; scene?: string; filename?: string; extra?: { name: string; value: string }[] } = {}) {
  const body = multipartBody([{ name: 'file', value, filename: opts.filename ?? 'a.png' }, ...(opts.extra ?? [])]);
  const url = `/api/uploadFile${opts.scene ? `?scene=${opts.scene}` : ''}`;
  const res = await t.app.inject({ method: 'POST', url, headers: { ...opts.headers, ...body.headers }, payload: body.payload });
  return res.json() as { retcode: number; retmsg: string; data: { fileUrl: string } | null };
}

/** Upload rows and every file under the app's upload folder (temp files included): a refusal leaves both as they were. */
async function stored(t: TestApp) {
  const dir = path.join(t.config.dataDir, 'uploads');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
  const rows = (await t.app.db.selectFrom('upload_file').select('id').execute()).length;
  return { rows, files };
}

const used = async (t: TestApp, policy: RatePolicy, key: string) =>
  Number((await t.app.db.selectFrom('rate_limit_counter').select('hits').where('bucket', '=', `${policy.name}:${key}`).executeTakeFirst())?.hits ?? 0);
/** Uses up a budget the way many earlier uploads would have. */
const prefill = (t: TestApp, policy: RatePolicy, key: string, amount: number) => t.app.services.rateLimit.spend(policy, key, amount, 'prefill');

describe(`upload quotas per account and per address on ${testEngine}`, () => {
  let t: TestApp;
  const clock = manualClock(Date.UTC(2026, 10, 21, 0, 30));
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => t.close());

  it('lets an anonymous address send 30 files a day, then refuses until the next day, storing nothing', async () => {
    for (let hour = 0; hour < 3; hour++) {
      for (let i = 0; i < 10; i++) expect((await upload(t, await png(), { scene: 'settlement' })).retcode).toBe(1);
      clock.advance(HOUR); // under the hourly limit of anonymous uploads
    }
    const before = await stored(t);
    expect(await upload(t, await png(), { scene: 'settlement' })).toMatchObject({ retcode: 0, retmsg: L.dailyFileCount });
    expect(await stored(t)).toEqual(before);
    clock.advance(24 * HOUR);
    expect((await upload(t, await png(), { scene: 'settlement' })).retcode).toBe(1);
  });

  it('counts a member’s bytes as received, and refuses a file that would pass the daily byte budget', async () => {
    const m = await t.member('quota-bytes');
    const key = String(m.userId);
    const size = 300 * 1024 + 1;
    const [mine, address] = [await used(t, UPLOAD_QUOTAS.memberKib, key), await used(t, UPLOAD_QUOTAS.addressKib, ADDRESS)];
    expect((await upload(t, pdf(size), { headers: m.headers, filename: 'r.pdf' })).retcode).toBe(1);
    expect(await used(t, UPLOAD_QUOTAS.memberKib, key)).toBe(mine + 301);
    expect(await used(t, UPLOAD_QUOTAS.addressKib, ADDRESS)).toBe(address + 301);

    await prefill(t, UPLOAD_QUOTAS.memberKib, key, UPLOAD_QUOTAS.memberKib.limit - (mine + 301) - 100);
    const before = await stored(t);
    expect(await upload(t, pdf(200 * 1024), { headers: m.headers, filename: 'big.pdf' })).toMatchObject({ retcode: 0, retmsg: L.dailyFileBytes });
    expect(await stored(t)).toEqual(before);
    // The refused bytes were given back: a file that fits still goes in.
    expect((await upload(t, pdf(50 * 1024), { headers: m.headers, filename: 'small.pdf' })).retcode).toBe(1);
    await prefill(t, UPLOAD_QUOTAS.memberKib, key, 50);
    expect(await upload(t, await png(), { headers: m.headers })).toMatchObject({ retcode: 0, retmsg: L.dailyFileBytes });
  });

  it('refuses a member’s 201st file of the day', async () => {
    const m = await t.member('quota-count');
    expect((await upload(t, await png(), { headers: m.headers })).retcode).toBe(1);
    expect(await used(t, UPLOAD_QUOTAS.memberFiles, String(m.userId))).toBe(1);
    await prefill(t, UPLOAD_QUOTAS.memberFiles, String(m.userId), UPLOAD_QUOTAS.memberFiles.limit - 2);
    expect((await upload(t, await png(), { headers: m.headers })).retcode).toBe(1);
    const before = await stored(t);
    expect(await upload(t, await png(), { headers: m.headers })).toMatchObject({ retcode: 0, retmsg: L.dailyFileCount });
    expect(await stored(t)).toEqual(before);
  });

  it('bounds all accounts from one address together, so many accounts do not multiply the budget', async () => {
    const m = await t.member('quota-address');
    await prefill(t, UPLOAD_QUOTAS.addressFiles, ADDRESS, UPLOAD_QUOTAS.addressFiles.limit - (await used(t, UPLOAD_QUOTAS.addressFiles, ADDRESS)));
    expect(await upload(t, await png(), { headers: m.headers })).toMatchObject({ retcode: 0, retmsg: L.dailyFileCount });
    // The account's own count was given back with the refusal.
    expect(await used(t, UPLOAD_QUOTAS.memberFiles, String(m.userId))).toBe(0);
  });

  it('keeps the per-address budget of anonymous uploads in bytes too', async () => {
    clock.advance(24 * HOUR);
    await prefill(t, UPLOAD_QUOTAS.anonymousKib, ADDRESS, UPLOAD_QUOTAS.anonymousKib.limit - 10);
    expect(await upload(t, pdf(20 * 1024), { scene: 'settlement', filename: 'x.pdf' })).toMatchObject({ retcode: 0, retmsg: L.dailyFileBytes });
    expect((await upload(t, pdf(5 * 1024), { scene: 'settlement', filename: 'y.pdf' })).retcode).toBe(1);
  });
});

describe(`free-disk guard, pixel limit and OCR queue on ${testEngine}`, () => {
  let t: TestApp;
  let member: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.memberHeaders('limits');
  });
  afterAll(async () => t.close());

  it('refuses uploads while the upload folder’s disk is below UPLOAD_MIN_FREE_MB, storing nothing', async () => {
    const floor = await createTestApp({ uploadMinFreeMb: 1_000_000_000 }); // a petabyte: more than any test disk has free
    try {
      const before = await stored(floor);
      expect(await upload(floor, await png(), { headers: await floor.memberHeaders('disk') })).toMatchObject({ retcode: 0, retmsg: L.diskFull });
      expect(await upload(floor, await png(), { scene: 'settlement' })).toMatchObject({ retcode: 0, retmsg: L.diskFull });
      expect(await stored(floor)).toEqual(before);
    } finally {
      await floor.close();
    }
  });

  it('guards the temp folder the same way with S3 storage', async () => {
    const s3 = await startS3rver('tcm-limits');
    const floor = await createTestApp({ uploadMinFreeMb: 1_000_000_000, fileStorage: s3.fileStorage('u/') });
    try {
      const rows = (await stored(floor)).rows;
      const puts = () => s3.writes.length;
      const seeded = puts();
      expect(await upload(floor, await png(), { headers: await floor.memberHeaders('disk-s3') })).toMatchObject({ retcode: 0, retmsg: L.diskFull });
      expect((await stored(floor)).rows).toBe(rows);
      expect(puts()).toBe(seeded);
    } finally {
      await floor.close();
      await s3.close();
    }
  });

  it('refuses an image over 40 megapixels at upload, watermarked or not, and stores nothing', async () => {
    const huge = await png(8000, 6000); // 48 MP in a PNG of a few hundred KB
    const before = await stored(t);
    expect(await upload(t, huge, { headers: member })).toMatchObject({ retcode: 0, retmsg: L.tooManyPixels });
    expect(await upload(t, huge, { headers: member, extra: [{ name: 'needWatermark', value: 'true' }] })).toMatchObject({ retcode: 0, retmsg: L.tooManyPixels });
    expect(await upload(t, huge, { scene: 'settlement' })).toMatchObject({ retcode: 0, retmsg: L.tooManyPixels });
    expect(await stored(t)).toEqual(before);
    const limit = await upload(t, await png(6400, 6250), { headers: member, extra: [{ name: 'thumbImageFlag', value: 'true' }] }); // exactly 40 MP
    expect(limit.retcode).toBe(1);
    expect((await t.app.inject({ url: `${limit.data!.fileUrl}?w=180` })).statusCode).toBe(200);
  });

  it('answers 系统繁忙 at once when the OCR queue is full, and reads the queued ones afterwards', async () => {
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    let started = 0;
    const engine = {
      async recognize() {
        started++;
        await gate;
        return '名称 杭州青禾中药饮片有限公司\n统一社会信用代码 91330106MA2H0Q8R5F';
      },
    };
    const ocr = createOcrService({ files: t.app.services.files, engine });
    const fileUrl = (await upload(t, await png(300, 200), { headers: member })).data!.fileUrl;
    const m = await t.member('limits');
    const read = () => ocr.readLicence(fileUrl, { memberId: m.userId });
    const calls = Array.from({ length: OCR_QUEUE.concurrency + OCR_QUEUE.maxWaiting + 1 }, read);
    // The engine is still busy with the first read: the one call too many has already been answered.
    const first = await Promise.race(calls.map((c) => c.then(() => 'read', (e: Error) => e.message)));
    expect(first).toBe(L.busy);
    await vi.waitFor(() => expect(started).toBe(OCR_QUEUE.concurrency));
    open();
    const results = await Promise.allSettled(calls);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message)).toEqual([L.busy]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(OCR_QUEUE.concurrency + OCR_QUEUE.maxWaiting);
    expect(await read()).toMatchObject({ companyName: '杭州青禾中药饮片有限公司' });
  });

  it('refuses to claim an upload the sweep has removed, so no record points at a missing file', async () => {
    await expect(t.app.db.transaction().execute((trx) => claimUploads(trx, ['/files/AAAAAAAAAAAAAAAAAAAAAA.png']))).rejects.toThrow(L.uploadExpired);
  });
});
