import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults: port 3000, ./data, SQLite, demo seed', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
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
