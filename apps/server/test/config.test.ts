import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults: port 3000, ./data, SQLite, production, no demo data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.env).toBe('production');
    expect(c.seedDemo).toBe(false);
  });

  it('writes demo data only when asked, and never in production (issue #17)', () => {
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    for (const env of [{ NODE_ENV: 'production', SEED_DEMO: 'true' }, { SEED_DEMO: 'true' }]) {
      expect(() => loadConfig(env)).toThrow(/生产环境（NODE_ENV=production）拒绝写入演示数据/);
      expect(() => loadConfig(env)).toThrow(/SEED_DEMO=true is refused with NODE_ENV=production/);
    }
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const c = loadConfig({ PORT: '8080', DATA_DIR: '/srv/portal', DATABASE_URL: 'postgres://u@h/db' });
    expect(c).toMatchObject({ port: 8080, dataDir: '/srv/portal', databaseUrl: 'postgres://u@h/db' });
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('keeps uploads on disk by default and chooses an S3-compatible bucket by configuration', () => {
    expect(loadConfig({}).fileStorage).toEqual({ kind: 'disk' });
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'tcm-files', S3_ENDPOINT: 'http://minio.intra:9000' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'tcm-files',
      prefix: 'uploads/',
      region: 'cn-north-1',
      endpoint: 'http://minio.intra:9000',
      forcePathStyle: true,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
  });
});
