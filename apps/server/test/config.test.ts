import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

/** What a production start must be given (issue #24, test/production-start.test.ts); the rest has defaults. */
const DEPLOYED = { PUBLIC_BASE_URL: 'https://tcmqc.example.cn', FILE_LINK_SECRET: 'f'.repeat(32), KNOWLEDGE_TICKET_SECRET: 'k'.repeat(32), TRUST_PROXY: 'false' };
/** …and its database: PostgreSQL, or an explicit folder for the embedded SQLite. */
const DEPLOYED_SQLITE = { ...DEPLOYED, DATA_DIR: './data' };

describe('configuration', () => {
  it('has working defaults: port 3000, ./data, SQLite, production, no demo data', () => {
    const c = loadConfig(DEPLOYED_SQLITE);
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.env).toBe('production');
    expect(c.seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).dataDir).toBe(path.resolve('./data'));
  });

  it('writes demo data only when asked, and never in production (issue #17)', () => {
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...DEPLOYED_SQLITE, NODE_ENV: 'production', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    for (const env of [{ ...DEPLOYED_SQLITE, NODE_ENV: 'production', SEED_DEMO: 'true' }, { ...DEPLOYED_SQLITE, SEED_DEMO: 'true' }]) {
      expect(() => loadConfig(env)).toThrow(/生产环境（NODE_ENV=production）拒绝写入演示数据/);
      expect(() => loadConfig(env)).toThrow(/SEED_DEMO=true is refused with NODE_ENV=production/);
    }
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const c = loadConfig({ ...DEPLOYED, PORT: '8080', DATA_DIR: '/srv/portal', DATABASE_URL: 'postgres://u@h/db' });
    expect(c).toMatchObject({ port: 8080, dataDir: '/srv/portal', databaseUrl: 'postgres://u@h/db' });
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('turns 快递100 on with key and customer id, requires the salt its pushes are signed with, and a public address in production', () => {
    expect(loadConfig(DEPLOYED_SQLITE).kuaidi100).toBeNull();
    const on = { KUAIDI100_KEY: 'k', KUAIDI100_CUSTOMER: 'C', KUAIDI100_SALT: 'salt-of-8' };
    expect(loadConfig({ ...on, NODE_ENV: 'development' }).kuaidi100).toEqual({
      key: 'k',
      customer: 'C',
      salt: 'salt-of-8',
      pollBaseUrl: 'https://poll.kuaidi100.com',
      autonumberBaseUrl: 'https://www.kuaidi100.com',
    });
    expect(loadConfig({ ...on, NODE_ENV: 'test', KUAIDI100_POLL_URL: 'http://127.0.0.1:3900/', KUAIDI100_AUTONUMBER_URL: 'http://127.0.0.1:3900' }).kuaidi100).toMatchObject({
      pollBaseUrl: 'http://127.0.0.1:3900',
      autonumberBaseUrl: 'http://127.0.0.1:3900',
    });
    expect(() => loadConfig({ ...DEPLOYED_SQLITE, KUAIDI100_KEY: 'k' })).toThrow(/需同时设置 KUAIDI100_KEY 与 KUAIDI100_CUSTOMER/);
    expect(() => loadConfig({ KUAIDI100_KEY: 'k', KUAIDI100_CUSTOMER: 'C', NODE_ENV: 'test' })).toThrow(/KUAIDI100_SALT/);
    expect(() => loadConfig({ ...DEPLOYED_SQLITE, ...on, KUAIDI100_SALT: 'short' })).toThrow(/KUAIDI100_SALT 至少 8 个字符/);
    const { PUBLIC_BASE_URL: _public, ...withoutPublic } = DEPLOYED_SQLITE;
    expect(() => loadConfig({ ...withoutPublic, ...on, NODE_ENV: 'production' })).toThrow(/PUBLIC_BASE_URL/);
    expect(loadConfig({ ...DEPLOYED_SQLITE, ...on, NODE_ENV: 'production' }).kuaidi100).not.toBeNull();
  });

  it('keeps uploads on disk by default and chooses an S3-compatible bucket by configuration', () => {
    expect(loadConfig(DEPLOYED_SQLITE).fileStorage).toEqual({ kind: 'disk' });
    expect(loadConfig({ ...DEPLOYED_SQLITE, FILE_STORAGE: 's3', S3_BUCKET: 'tcm-files', S3_ENDPOINT: 'http://minio.intra:9000' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'tcm-files',
      prefix: 'uploads/',
      region: 'cn-north-1',
      endpoint: 'http://minio.intra:9000',
      forcePathStyle: true,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    expect(() => loadConfig({ ...DEPLOYED_SQLITE, FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
  });
});
