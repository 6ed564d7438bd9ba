import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './helpers/manual-clock';
import { type Part, multipartBody } from './helpers/multipart';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const png = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#00604f' } }).png().toBuffer();
const jpg = () => sharp({ create: { width: 800, height: 600, channels: 3, background: '#e8f3ef' } }).jpeg().toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe(`file service on ${testEngine}`, () => {
  let t: TestApp;
  let member: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.memberHeaders('uploader');
  });
  afterAll(async () => t.close());

  const upload = async (parts: Part[], headers: Record<string, string> = member, query = '') => {
    const body = multipartBody(parts);
    const res = await t.app.inject({ method: 'POST', url: `/api/uploadFile${query}`, headers: { ...headers, ...body.headers }, payload: body.payload });
    return res.json() as { retcode: number; retmsg: string; data: { fileUrl: string; thumbUrl: string | null } | null };
  };
  const file = (value: Buffer, filename: string, extra: Part[] = []): Part[] => [{ name: 'file', value, filename }, ...extra];
  const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
  const storedFiles = () =>
    fs.readdirSync(uploadsDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
  const uploadRows = async () => (await t.app.db.selectFrom('upload_file').select('id').execute()).length;

  it('stores a PNG under a random name and serves it with the right headers', async () => {
    const res = await upload(file(await png(), '../../etc/营业执照.png'));
    expect(res).toMatchObject({ retcode: 1, retmsg: '上传成功' });
    expect(res.data!.fileUrl).toMatch(/^\/files\/[A-Za-z0-9_-]{22}\.png$/);
    const got = await t.app.inject({ url: res.data!.fileUrl });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(got.rawPayload).metadata()).width).toBe(400);
  });

  it('serves a 180-px thumbnail, made once and then cached', async () => {
    const res = await upload(file(await png(), 'a.png'));
    const before = storedFiles().length;
    const thumb = await t.app.inject({ url: `${res.data!.fileUrl}?w=180` });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(180);
    expect(storedFiles().length).toBe(before + 1);
    await t.app.inject({ url: `${res.data!.fileUrl}?w=180` });
    expect(storedFiles().length).toBe(before + 1);
    expect((await t.app.inject({ url: `${res.data!.fileUrl}?w=999` })).json().retcode).toBe(0);
  });

  it('serves an upload whose random name happens to contain "_w", and never a thumbnail by its own name', async () => {
    const res = await upload(file(await png(), 'b.png'));
    const key = res.data!.fileUrl.slice('/files/'.length);
    const unlucky = `ab_w${key.slice(4)}`; // as randomToken() can make it
    fs.mkdirSync(path.join(uploadsDir(), unlucky.slice(0, 2)), { recursive: true });
    fs.copyFileSync(path.join(uploadsDir(), key.slice(0, 2), key), path.join(uploadsDir(), unlucky.slice(0, 2), unlucky));
    await t.app.db.updateTable('upload_file').set({ file_key: unlucky }).where('file_key', '=', key).execute();
    expect((await t.app.inject({ url: `/files/${unlucky}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/files/${unlucky}?w=180` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/files/${unlucky.replace('.png', '_w180.png')}` })).statusCode).toBe(404);
  });

  it('stamps the watermark when asked, and makes the thumbnail up front with thumbImageFlag', async () => {
    const original = await jpg();
    const res = await upload(file(original, 'sample.jpg', [{ name: 'needWatermark', value: 'true' }, { name: 'thumbImageFlag', value: 'true' }]));
    expect(res.data!.thumbUrl).toBe(`${res.data!.fileUrl}?w=180`);
    const stored = (await t.app.inject({ url: res.data!.fileUrl })).rawPayload;
    const [a, b] = await Promise.all([sharp(original).raw().toBuffer(), sharp(stored).raw().toBuffer()]);
    let changed = 0;
    for (let i = 0; i < a.length; i += 3) if (Math.abs(a[i]! - b[i]!) > 40) changed++;
    expect(changed, 'pixels the watermark changed').toBeGreaterThan(200);
    const plain = await upload(file(original, 'plain.jpg', [{ name: 'needWatermark', value: 'false' }]));
    expect((await t.app.inject({ url: plain.data!.fileUrl })).rawPayload.equals(original)).toBe(true);
  });

  it('serves a PDF as an attachment', async () => {
    const res = await upload(file(PDF, 'report.pdf'));
    const got = await t.app.inject({ url: res.data!.fileUrl });
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('decides the type from the bytes: a renamed executable, an SVG and HTML are refused and not stored', async () => {
    const rows = await uploadRows();
    const files = storedFiles().length;
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4096)]);
    for (const [value, name] of [
      [exe, 'photo.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.png'],
      [Buffer.from('GIF'), 'tiny.gif'],
    ] as const) {
      expect(await upload(file(value, name))).toMatchObject({ retcode: 0, retmsg: '不支持的文件类型' });
    }
    expect(await uploadRows()).toBe(rows);
    expect(storedFiles().length).toBe(files);
  });

  it('cuts off a file over 30 MB while streaming and keeps nothing', async () => {
    const rows = await uploadRows();
    const files = storedFiles().length;
    const big = Buffer.concat([await png(), Buffer.alloc(31 * 1024 * 1024)]);
    expect(await upload(file(big, 'big.png'))).toMatchObject({ retcode: 0, retmsg: '上传文件大小不能超过 30MB!' });
    expect(await uploadRows()).toBe(rows);
    expect(storedFiles().length).toBe(files);
  });

  it('refuses a request without a file, a non-multipart body, a visitor, and unknown files', async () => {
    expect(await upload([{ name: 'needWatermark', value: 'true' }])).toMatchObject({ retcode: 0, retmsg: '请选择要上传的文件' });
    const json = await t.app.inject({ method: 'POST', url: '/api/uploadFile', headers: member, payload: { file: 'x' } });
    expect(json.json()).toMatchObject({ retcode: 0, retmsg: '请以 multipart/form-data 方式上传文件' });
    expect((await upload(file(await png(), 'a.png'), {})).retcode).toBe(401);
    for (const url of ['/files/nope.png', '/files/..%2F..%2Fportal.sqlite', '/files/AAAAAAAAAAAAAAAAAAAAAA.png']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().retmsg).toBe('文件不存在');
    }
  });

  it('lets a visitor upload for the settlement application, within a rate limit', async () => {
    // A fixed clock in the middle of an hour: the limit counts per clock hour.
    const own = await createTestApp({}, { clock: manualClock(Date.UTC(2026, 10, 21, 10, 30)) });
    const send = async () => {
      const body = multipartBody(file(await png(), 'licence.png'));
      const res = await own.app.inject({ method: 'POST', url: '/api/uploadFile?scene=settlement', headers: body.headers, payload: body.payload });
      return res.json();
    };
    const first = await send();
    expect(first.retcode).toBe(1);
    const row = await own.app.db.selectFrom('upload_file').select(['member_id', 'scene']).where('file_key', '=', first.data.fileUrl.slice(7)).executeTakeFirst();
    expect(row).toEqual({ member_id: null, scene: 'settlement' });
    let last = first;
    for (let i = 0; i < 30; i++) last = await send();
    expect(last).toMatchObject({ retcode: 0, retmsg: '请求过于频繁，请稍后再试' });
    await own.close();
  });
});
