import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

/** The maintained counts of migration 0026 follow a table emptied at once (TRUNCATE on PostgreSQL, DELETE on SQLite). */
describe(`maintained counts of an emptied table on ${testEngine}`, () => {
  let t: TestApp;
  const issuers = async () => (await t.app.inject({ method: 'GET', url: '/api/qualityControlStandard/queryIssuers' })).json().data as { issuer: string; count: number }[];

  beforeAll(async () => {
    t = await createTestApp({ responseCacheTtlMs: 0 });
  }, 60_000);
  afterAll(async () => t.close());

  it('shows no issuer once every standard is gone', async () => {
    expect((await issuers()).length).toBeGreaterThan(0);
    if (testEngine === 'postgres') await sql`truncate quality_standard cascade`.execute(t.app.db);
    else await t.app.db.deleteFrom('quality_standard').execute();
    expect(await issuers()).toEqual([]);
  });
});
