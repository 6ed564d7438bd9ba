import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { AUDIT_RETENTION_FLOOR_DAYS, loadConfig } from '../src/config';
import { iso } from '../src/lib/clock';
import { createAuditRetention } from '../src/modules/audit/retention';
import { AUDIT_PURGE_EVERY_MS } from '../src/modules/audit/retention-job';
import { manualClock } from './helpers/manual-clock';
import { signIn } from './helpers/orders';
import { startServer } from './helpers/server-process';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Any environment but production (which needs its deployment settings too, issue #24): the floor holds everywhere. */
const DEMO = { NODE_ENV: 'development' };

/**
 * Issue #17 (MLPS level 3): audit rows are kept AUDIT_RETENTION_DAYS (default and floor 180) and
 * then purged by a periodic job. The app runs on a clock 400 days in the past, so the rows it
 * calls old are older than the database's own 179-day guard as well (migration 0024).
 */
describe('the audit retention setting', () => {
  it('defaults to 180 days, takes a longer period, and refuses a shorter one with a clear message', () => {
    expect(loadConfig(DEMO).auditRetentionDays).toBe(AUDIT_RETENTION_FLOOR_DAYS);
    expect(AUDIT_RETENTION_FLOOR_DAYS).toBe(180);
    expect(loadConfig({ ...DEMO, AUDIT_RETENTION_DAYS: '400' }).auditRetentionDays).toBe(400);
    expect(() => loadConfig({ ...DEMO, AUDIT_RETENTION_DAYS: '179' })).toThrow(/AUDIT_RETENTION_DAYS 不能小于 180（等保三级要求审计记录至少保存 180 天）/);
    expect(() => loadConfig({ ...DEMO, AUDIT_RETENTION_DAYS: 'half a year' })).toThrow(/AUDIT_RETENTION_DAYS/);
    // A config built in code cannot go under the floor either.
    expect(() => createAuditRetention({ db: undefined as never, clock: manualClock(), days: 90 })).toThrow(/不能小于 180/);
  });

  it('stops the server at start when AUDIT_RETENTION_DAYS is under the floor', async () => {
    await expect(startServer({ env: { AUDIT_RETENTION_DAYS: '30' } })).rejects.toThrow(/AUDIT_RETENTION_DAYS 不能小于 180/);
  }, 60_000);
});

describe(`the audit retention purge on ${testEngine}`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await t?.close();
    t = undefined;
  });

  /** Writes one audit row `ageMs` before the app's now, answering its id. */
  async function rowAged(app: TestApp['app'], now: number, ageMs: number): Promise<number> {
    const r = await app.db.insertInto('audit_log').values({ at: iso(now - ageMs), action: 'login', result: 'success', account: 'aged', detail: `${ageMs}` }).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }
  const agedIds = async (app: TestApp['app']) => (await app.db.selectFrom('audit_log').select('id').where('account', '=', 'aged').orderBy('id').execute()).map((r) => r.id);

  it('removes only the rows older than the retention period', async () => {
    const clock = manualClock(Date.now() - 400 * DAY);
    t = await createTestApp({ rateLimit: false }, { clock });
    await signIn(t.app, 'geren01'); // an audit row of the app's own, written now
    const now = clock.now();
    const kept = [await rowAged(t.app, now, 0), await rowAged(t.app, now, 179 * DAY), await rowAged(t.app, now, 180 * DAY - MINUTE)];
    await rowAged(t.app, now, 180 * DAY + MINUTE);
    await rowAged(t.app, now, 365 * DAY);
    const allIds = async () => (await t!.app.db.selectFrom('audit_log').select('id').orderBy('id').execute()).map((r) => r.id);
    const others = (await allIds()).filter((id) => id < kept[0]!);
    expect(await t.app.services.auditRetention.purge()).toBe(2);
    expect(await agedIds(t.app)).toEqual(kept);
    // The app's own rows (sign-ins at the app's now) stay.
    expect((await allIds()).filter((id) => id < kept[0]!)).toEqual(others);
    expect(others.length).toBeGreaterThan(0);
    // A day later the row of 180 days less a minute is past the period; the 179-day-old one, exactly 180 days old now, stays.
    clock.advance(DAY);
    expect(await t.app.services.auditRetention.purge()).toBe(1);
    expect(await agedIds(t.app)).toEqual([kept[0], kept[1]]);
  });

  it('keeps a longer configured period', async () => {
    const clock = manualClock(Date.now() - 800 * DAY);
    t = await createTestApp({ rateLimit: false, auditRetentionDays: 365 }, { clock });
    const young = await rowAged(t.app, clock.now(), 300 * DAY);
    await rowAged(t.app, clock.now(), 366 * DAY);
    expect(await t.app.services.auditRetention.purge()).toBe(1);
    expect(await agedIds(t.app)).toEqual([young]);
  });

  it('purges when the app is ready and then every few hours; the timer never holds the process and stops on close', async () => {
    const clock = manualClock(Date.now() - 400 * DAY);
    t = await createTestApp({ rateLimit: false }, { clock });
    await rowAged(t.app, clock.now(), 200 * DAY);
    // A second app on the same database: its start purges.
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    const second = await buildApp({ config: t.config, database: { db: t.app.db, engine: testEngine }, clock });
    await second.ready();
    expect(await agedIds(t.app)).toEqual([]);

    const call = setInterval.mock.calls.findIndex((c) => c[1] === AUDIT_PURGE_EVERY_MS);
    expect(call).toBeGreaterThanOrEqual(0);
    const timer = setInterval.mock.results[call]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    // Time passes; the next tick purges what has aged meanwhile.
    await rowAged(t.app, clock.now(), 179 * DAY); // 181 days old once two days pass
    const young = await rowAged(t.app, clock.now(), 10 * DAY);
    clock.advance(2 * DAY);
    (setInterval.mock.calls[call]![0] as () => void)();
    const app = t.app;
    await expect.poll(() => agedIds(app), { timeout: 5_000 }).toEqual([young]);

    await second.close();
    expect(clearInterval).toHaveBeenCalledWith(timer);
  });
});
