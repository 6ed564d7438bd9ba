import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart';
import { type TestS3, startS3rver } from './helpers/s3rver';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const BUCKET = 'tcm-uploads';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** FILE_STORAGE=s3: the same upload and download rules with the files in an S3-compatible bucket (s3rver). */
describe(`file service with S3-compatible storage on ${testEngine}`, () => {
  let s3: TestS3;
  let t: TestApp;
  let member: Record<string, string>;
  beforeAll(async () => {
    s3 = await startS3rver(BUCKET);
    t = await createTestApp({ fileStorage: s3.fileStorage('uploads/') });
    member = await t.memberHeaders('s3-uploader');
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const upload = async (value: Buffer, filename: string) => {
    const body = multipartBody([{ name: 'file', value, filename }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadFile', headers: { ...member, ...body.headers }, payload: body.payload });
    return res.json() as { retcode: number; retmsg: string; data: { fileUrl: string } | null };
  };
  const diskUploads = () => {
    const dir = path.join(t.config.dataDir, 'uploads');
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /^[A-Za-z0-9_-]{22}/.test(e.name)).map((e) => e.name);
  };

  it('puts an upload into the bucket under its random name (not on the local disk) and serves it back', async () => {
    const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#00604f' } }).png().toBuffer();
    const before = diskUploads().length;
    const res = await upload(image, '营业执照.png');
    expect(res.retcode).toBe(1);
    const key = res.data!.fileUrl.slice('/files/'.length);
    const stored = await s3.object(`uploads/${key}`);
    expect(stored?.body.equals(image)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    expect(diskUploads().length).toBe(before);
    const got = await t.app.inject({ url: res.data!.fileUrl });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(image)).toBe(true);
  });

  it('makes a thumbnail once and keeps it in the bucket', async () => {
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e6b422' } }).jpeg().toBuffer();
    const { data } = await upload(image, 'sample.jpg');
    const thumb = await t.app.inject({ url: `${data!.fileUrl}?w=180` });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(180);
    const thumbKey = `uploads/${data!.fileUrl.slice('/files/'.length).replace('.jpg', '_w180.jpg')}`;
    expect(await s3.has(thumbKey)).toBe(true);
    const puts = s3.writes.filter((r) => r === `PUT /${BUCKET}/${thumbKey}`).length;
    expect(puts).toBe(1);
    await t.app.inject({ url: `${data!.fileUrl}?w=180` });
    expect(s3.writes.filter((r) => r === `PUT /${BUCKET}/${thumbKey}`).length).toBe(puts);
  });

  it('serves a PDF as an attachment, and answers 404 for a key the bucket does not hold', async () => {
    const { data } = await upload(PDF, '报告.pdf');
    const got = await t.app.inject({ url: data!.fileUrl });
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^attachment/);
    await s3.remove(`uploads/${data!.fileUrl.slice('/files/'.length)}`);
    expect((await t.app.inject({ url: data!.fileUrl })).statusCode).toBe(404);
  });

  it('the demo seed draws its images into the bucket too', async () => {
    const adverts = (await t.app.inject({ url: '/api/advertInfo/findAdvertInfo' })).json() as { data: { imageUrl: string }[] };
    const imageUrl = adverts.data[0]!.imageUrl;
    expect(await s3.has(`uploads/${imageUrl.slice('/files/'.length)}`)).toBe(true);
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(200);
  });
});
