import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nastyObject, toQueryString } from '../helpers/nasty-input';
import { signIn } from '../helpers/orders';
import { plausibleInputs } from '../helpers/plausible-input';
import { type CallableRoute, callableRoutes, fieldNames } from '../helpers/routes';
import { tableFingerprints } from '../helpers/table-fingerprints';
import { type TestApp, createTestApp, testEngine } from '../helpers/test-app';

/**
 * The spec's own GET calls that change state (§7 lists them as GET, so they stay GET). They are safe
 * because the session travels only in the Token header, which a cross-site link or form cannot send.
 * silenceLogin issues a session for a single-use nonce of the parent site. Nothing else may be here:
 * every state change of our own is a POST.
 */
const SPEC_GET_WRITES = [
  '/publishProduct/deletePublishProduct',
  '/api/myCollect/cacelMyCollect',
  '/api/myCollect/deleteMyCollect',
  '/api/myTestService/deleteMyTestService',
  '/api/third/silenceLogin',
];

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const NASTY_PER_ROUTE = 2;
/** OCR runs tesseract for seconds a call: one plausible call per identity shows it writes nothing. */
const SLOW_ROUTES = ['/api/ocrBusinessLicense'];

interface Change {
  who: string;
  route: string;
  changed: string[];
}

function diff(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((k) => before[k] !== after[k]).map((k) => `${k}: ${before[k]} → ${after[k]}`);
}

/**
 * Every GET route, called as a visitor, a member with orders and products, institution staff and an
 * operator, with plausible and with hostile query strings: no table's rows, statuses, counters or
 * `updated_at` may change. audit_log and rate_limit_counter are left out (see helpers/table-counts):
 * they record the attempt itself, not business state. A session's last_seen_at is refreshed by any
 * call (at most once a minute) and is not part of the fingerprint for the same reason.
 */
/**
 * Values of real rows, so plausible inputs find something: qiye01's orders and products, a help
 * question, a protocol, a settlement application's credit code and mobile (in matching positions:
 * each field takes its n-th accepted value), a member's mobile, stored images.
 */
async function realCandidates(t: TestApp): Promise<string[]> {
  const db = t.app.db;
  const qiye01 = await db.selectFrom('sys_member').select(['id', 'mobile']).where('user_account', '=', 'qiye01').executeTakeFirstOrThrow();
  const settlement = await db.selectFrom('settle_application').select(['unify_code', 'mobile']).orderBy('id').executeTakeFirstOrThrow();
  const company = await db.selectFrom('sys_company').select('unify_code').orderBy('id').executeTakeFirstOrThrow();
  const help = await db
    .selectFrom('article_info')
    .innerJoin('article_category as c', 'c.id', 'article_info.category_id')
    .innerJoin('article_category as root', 'root.id', 'c.parent_id')
    .select('article_info.id')
    .where('root.code', '=', 'help')
    .orderBy('article_info.id')
    .executeTakeFirstOrThrow();
  const protocol = await db.selectFrom('sys_protocol').select(['code', 'type']).orderBy('id').executeTakeFirstOrThrow();
  const ids = [
    ...(await db.selectFrom('order_info').select('id').where('member_id', '=', qiye01.id).orderBy('id').limit(2).execute()),
    ...(await db.selectFrom('publish_product').select('id').where('member_id', '=', qiye01.id).orderBy('id').limit(2).execute()),
    help,
  ].map((r) => String(r.id));
  const images = await db.selectFrom('upload_file').select('file_key').where('mime', 'in', ['image/png', 'image/jpeg']).orderBy('id').limit(2).execute();
  return [
    protocol.code,
    protocol.type,
    ...[settlement.unify_code, company.unify_code],
    ...[settlement.mobile, qiye01.mobile],
    ...ids,
    String(qiye01.id),
    ...images.map((f) => `/files/${f.file_key}`),
  ];
}

describe(`no GET changes a row, outside the spec's named GET deletions (${testEngine})`, () => {
  let t: TestApp;
  let routes: CallableRoute[];
  let extra: string[];
  let fileKeys: string[];
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    // A live stream stays open for a signed-in caller; it only reads (test/live-stream.test.ts).
    routes = callableRoutes(t.app.routeCatalog).filter((r) => !r.stream);
    extra = await realCandidates(t);
    fileKeys = (await t.app.db.selectFrom('upload_file').select('file_key').where('mime', 'in', ['image/png', 'image/jpeg']).orderBy('id').limit(2).execute()).map((f) => f.file_key);
  });
  afterAll(async () => t.close());

  it('every route is GET or POST (no PUT, DELETE or PATCH), and the named list is all GET', () => {
    const methods = new Set(routes.map((r) => r.method));
    expect([...methods].sort()).toEqual(['GET', 'POST']);
    for (const url of SPEC_GET_WRITES) expect(routes.filter((r) => r.url === url).map((r) => r.method), url).toEqual(['GET']);
  });

  const identities: { name: string; headers: () => Promise<Record<string, string>> }[] = [
    { name: 'visitor', headers: async () => ({}) },
    { name: 'member qiye01', headers: () => signIn(t.app, 'qiye01') },
    { name: 'staff jigou01', headers: () => signIn(t.app, 'jigou01') },
    { name: 'operator yunying01', headers: () => signIn(t.app, 'yunying01') },
  ];

  for (const who of identities) {
    it(`changes nothing when called as a ${who.name}`, async () => {
      const headers = await who.headers();
      const changes: Change[] = [];
      const failures: string[] = [];
      const gets = routes.filter((r) => r.method === 'GET' && !SPEC_GET_WRITES.includes(r.url));
      expect(gets.length).toBeGreaterThan(60);
      for (const route of gets) {
        const urls = route.url.includes(':key') ? fileKeys.map((k) => route.url.replace(':key', k)) : [route.url];
        const all = [
          ...plausibleInputs(route.querystring, extra).map((input) => new URLSearchParams(input).toString()),
          ...fc.sample(nastyObject(fieldNames(route.querystring)), { seed: SEED, numRuns: NASTY_PER_ROUTE }).map(toQueryString),
        ];
        const queries = SLOW_ROUTES.includes(route.url) ? all.slice(0, 1) : all;
        // One fingerprint around all of a route's calls: cheap, and a change still names its route.
        const before = await tableFingerprints(t.app.db);
        for (const url of urls) {
          for (const qs of queries) {
            const res = await t.app.inject({ method: 'GET', url: `${url}?${qs}`, headers });
            if (res.statusCode >= 500) failures.push(`GET ${url}?${qs.slice(0, 120)} → ${res.statusCode}`);
          }
        }
        const changed = diff(before, await tableFingerprints(t.app.db));
        if (changed.length) changes.push({ who: who.name, route: route.url, changed });
      }
      expect(failures).toEqual([]);
      expect(changes).toEqual([]);
    }, 600_000);
  }
});
