import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { missingProductionSettings } from '../src/config-production';
import { openDatabase } from '../src/db/database';
import { startS3rver } from './helpers/s3rver';
import { multipartBody } from './helpers/multipart';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

/** Issue #24: what a production start needs, readiness, and private-file links that work on every instance. */
const SECRET = '这是一把所有实例共用的文件链接密钥-0123456789';
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://tcm@127.0.0.1:5432/tcm',
  PUBLIC_BASE_URL: 'https://tcmqc.example.cn',
  FILE_LINK_SECRET: SECRET,
  KNOWLEDGE_TICKET_SECRET: 'k'.repeat(32),
  TRUST_PROXY: '1',
};

describe('a production start refuses to run without what a deployment needs', () => {
  it('names every missing setting, in Chinese and English, at once', () => {
    const error = (() => {
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    for (const name of ['DATABASE_URL', 'PUBLIC_BASE_URL', 'FILE_LINK_SECRET', 'KNOWLEDGE_TICKET_SECRET', 'TRUST_PROXY']) expect(error).toContain(`缺少 ${name}`);
    expect(error).toContain('FILE_LINK_SECRET is required');
    // NODE_ENV unset is production too.
    expect(missingProductionSettings({})).toHaveLength(5);
  });

  it('starts with all of them; an explicit DATA_DIR stands for a single embedded-SQLite instance', () => {
    expect(loadConfig(PRODUCTION).fileLinkSecret).toBe(SECRET);
    const { DATABASE_URL: _unused, ...embedded } = PRODUCTION;
    expect(() => loadConfig(embedded)).toThrow(/缺少 DATABASE_URL/);
    expect(loadConfig({ ...embedded, DATA_DIR: '/srv/tcm/data' }).databaseUrl).toBeUndefined();
  });

  it('refuses a file-link secret shorter than 32 bytes, and a blank setting counts as missing', () => {
    expect(() => loadConfig({ ...PRODUCTION, FILE_LINK_SECRET: 'short' })).toThrow(/FILE_LINK_SECRET 至少 32 字节/);
    expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: ' ' })).toThrow(/缺少 TRUST_PROXY/);
    // Outside production nothing is required: the demo and the tests run without them.
    expect(loadConfig({ NODE_ENV: 'development' }).fileLinkSecret).toBeUndefined();
  });
});

describe(`readiness and shared file links on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ fileLinkSecret: SECRET });
  });
  afterAll(async () => t.close());

  it('/readyz answers 200 when database, storage and migrations are in order, and 503 naming what is not', async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ retcode: 1, retmsg: expect.any(String), data: { status: 'ready', database: true, storage: true, migrations: true } });

    // An instance of a newer release whose migration has not run yet is not ready.
    const last = await t.app.db.selectFrom('kysely_migration' as never).select(['name' as never, 'timestamp' as never]).orderBy('name' as never, 'desc').executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', (last as { name: string }).name as never).execute();
    try {
      const behind = await t.app.inject({ url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({ retcode: 0, retmsg: '服务未就绪：数据库迁移未完成', data: { database: true, storage: true, migrations: false } });
    } finally {
      await t.app.db.insertInto('kysely_migration' as never).values(last as never).execute();
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz says 文件存储不可用 when the bucket does not answer, and is ready again once it is back', async () => {
    const s3 = await startS3rver('tcm-ready');
    const onS3 = await createTestApp({ fileStorage: s3.fileStorage('uploads/') });
    try {
      expect((await onS3.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await s3.stop();
      const res = await onS3.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ retcode: 0, retmsg: '服务未就绪：文件存储不可用', data: { database: true, storage: false, migrations: true } });
      await s3.restart();
      expect((await onS3.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await onS3.close();
      await s3.close();
    }
  });

  it('a private preview link made by one instance opens on another with the same FILE_LINK_SECRET, and not on one without it', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#e8f3ef' } }).png().toBuffer();
    const body = multipartBody([{ name: 'file', value: png, filename: '营业执照.png' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadFile?scene=settlement', headers: body.headers, payload: body.payload });
    const file = res.json().data as { fileUrl: string; previewUrl: string };
    expect(file.previewUrl).toMatch(/\?exp=\d+&sig=/);

    const second = await buildApp({ config: t.config, database: openDatabase(t.config) });
    const stranger = await buildApp({ config: { ...t.config, fileLinkSecret: undefined }, database: openDatabase(t.config) });
    try {
      expect((await second.inject({ url: file.previewUrl })).statusCode).toBe(200);
      expect((await stranger.inject({ url: file.previewUrl })).statusCode).toBe(403);
    } finally {
      await second.close();
      await stranger.close();
    }
  });
});
