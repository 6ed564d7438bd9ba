import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KUAIDI100_CALLBACK_PATH } from '../src/modules/couriers/kuaidi100-client';
import { PUSH_POLICY } from '../src/modules/couriers/service';
import { md5Upper } from './helpers/kuaidi100-fake';
import { NASTY_STRINGS } from './helpers/nasty-input';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const CJK = /[\u4e00-\u9fff]/;
const LEAK = /(SQLITE_|sqlite3|syntax error|relation "|column "|\bat \S+\.(ts|js):\d+|TypeError|ReferenceError|stack|node_modules)/i;
/** The aggregator is configured but never reached: a push is answered from what it carries alone. */
const KUAIDI100 = { key: 'push-key', customer: 'PUSHCUSTOMER', salt: 'push-salt-0123', pollBaseUrl: 'http://127.0.0.1:9', autonumberBaseUrl: 'http://127.0.0.1:9' };

const form = (fields: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

/**
 * The push route is public and takes a form body (issue #22): whatever arrives — unsigned, signed
 * with another salt, signed but unreadable, oversized, in a flood — is answered in the documented
 * shape with a Chinese message, never a 5xx, and changes nothing.
 */
describe(`the 快递100 push route under hostile input on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kuaidi100: KUAIDI100 });
  });
  afterAll(async () => t.close());

  const expectRefused = (res: { statusCode: number; body: string }, where: string) => {
    expect(res.statusCode, where).toBeLessThan(500);
    expect(res.body, where).not.toMatch(LEAK);
    const json = JSON.parse(res.body) as { result: boolean; returnCode: string; message: string };
    expect(json.result, where).toBe(false);
    expect(json.message, where).toMatch(CJK);
    return json;
  };

  it('refuses generated form bodies, signed with our salt or not, storing nothing', async () => {
    const text = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 60 }), fc.json({ maxDepth: 3 }));
    const pushLike = fc.record({ status: text, lastResult: fc.record({ com: text, nu: text, state: text, data: fc.array(fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 4 }), { maxLength: 3 }) }) });
    await fc.assert(
      fc.asyncProperty(fc.oneof(text, pushLike.map((p) => JSON.stringify(p))), fc.boolean(), fc.option(text), async (param, signIt, extra) => {
        const fields: Record<string, string> = { param, sign: signIt ? md5Upper(param + KUAIDI100.salt) : md5Upper(param) };
        if (extra !== null) fields[extra.slice(0, 10) || 'x'] = extra;
        const before = await tableCounts(t.app.db);
        const res = await t.app.inject({ method: 'POST', url: KUAIDI100_CALLBACK_PATH, ...form(fields) });
        // A signed push of a number nobody shipped is taken (the aggregator may stop); nothing else is.
        if (res.json().result !== true) expectRefused(res, param.slice(0, 80));
        expect(await tableCounts(t.app.db)).toEqual(before);
      }),
      { seed: SEED, numRuns: 60 },
    );
  }, 120_000);

  it('bounds the body: an oversized push is refused in the documented shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: KUAIDI100_CALLBACK_PATH, ...form({ param: 'x'.repeat(1_000_000), sign: 'A'.repeat(32) }) });
    expect(res.statusCode).toBe(413);
    expect(expectRefused(res, 'oversized')).toMatchObject({ returnCode: '400', message: '推送内容过大' });
  });

  it('limits pushes per address: past the limit even a signed push is refused with 429', async () => {
    const limited = await createTestApp({ kuaidi100: KUAIDI100, rateLimit: true });
    try {
      // The window used up, as that many earlier pushes from this address would have.
      await limited.app.services.rateLimit.spend(PUSH_POLICY, '127.0.0.1', PUSH_POLICY.limit, 'prefill');
      const param = JSON.stringify({ status: 'polling', lastResult: { com: 'shunfeng', nu: 'SF1234567890', state: '0', data: [] } });
      const res = await limited.app.inject({ method: 'POST', url: KUAIDI100_CALLBACK_PATH, ...form({ param, sign: md5Upper(param + KUAIDI100.salt) }) });
      expect(res.json()).toEqual({ result: false, returnCode: '429', message: '请求过于频繁' });
    } finally {
      await limited.close();
    }
  });
});
