import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/index';
import { DEMO_PASSWORD } from '../src/db/seed/members';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';
import { createFileStorage } from '../src/modules/files/file-storage';

describe(`demo data on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await tableCounts(t.app.db);
    await seedDemo(t.app.db, createFileStorage(t.config));
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it('has a demo account of every member type and real-name status that signs in', async () => {
    const rows = await t.app.db.selectFrom('sys_member').select(['user_account', 'member_type', 'info_status']).execute();
    expect(new Set(rows.map((r) => r.member_type))).toEqual(new Set([1, 2, 3]));
    expect(new Set(rows.map((r) => r.info_status))).toEqual(new Set([0, 1, 2, 3]));
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'qiye01', password: DEMO_PASSWORD } });
    expect(res.json().data.userInfo.companyDto.companyName).toBe('杭州青禾中药饮片有限公司');
  });
});
