import Fastify from 'fastify';
import { settlementApprovedSms } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { iso } from '../src/lib/clock';
import { OUTBOX_PURGE_EVERY_MS, maskSecrets, outboxPurgeJob } from '../src/modules/verification/outbox-purge';
import { createOutboxSmsProvider } from '../src/modules/verification/sms-provider';
import { manualClock } from './helpers/manual-clock';
import { uniqueMobile } from './helpers/members';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

/** Issue #17: the outbox keeps no code or initial password in clear past its expiry. */
describe(`SMS outbox purge on ${testEngine}`, () => {
  let t: TestApp;
  const clock = manualClock(Date.UTC(2026, 10, 21, 10, 30, 20));
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false }, { clock });
  });
  afterAll(async () => t.close());

  const outbox = (mobile: string) => t.app.db.selectFrom('sms_outbox').select(['content', 'secret_until']).where('mobile', '=', mobile).executeTakeFirstOrThrow();
  const send = (mobile: string) => t.app.inject({ method: 'POST', url: '/api/auth/sendSmsCode', payload: { mobile, purpose: 'register' } }).then((r) => r.json());

  it('masks a verification code once its 5 minutes are over, and keeps the rest of the row', async () => {
    const mobile = uniqueMobile();
    expect((await send(mobile)).retcode).toBe(1);
    const sent = await outbox(mobile);
    const code = sent.content.match(/验证码为(\d{6})/)![1]!;
    clock.advance(5 * 60_000 - 1000);
    expect(await t.app.services.outboxPurge.purgeExpired()).toBe(0);
    expect((await outbox(mobile)).content).toContain(code);

    // The next send masks what has expired meanwhile (the periodic job does the same without one).
    clock.advance(2000);
    expect((await send(uniqueMobile())).retcode).toBe(1);
    const masked = await outbox(mobile);
    expect(masked.content).toBe(sent.content.replace(code, '******'));
    expect(masked.content).toContain('5分钟内有效');
    expect(masked.secret_until).toBeNull();
  });

  it('masks an initial password after a day (the default for a text that names no expiry)', async () => {
    const mobile = uniqueMobile();
    const content = settlementApprovedSms('测试检测有限公司', 'jgst0001x8', 'Ab3dEf7hJk');
    await createOutboxSmsProvider(t.app.log, false).send(t.app.db, mobile, content, iso(clock.now()));
    clock.advance(23 * 3_600_000);
    await t.app.services.outboxPurge.purgeExpired();
    expect((await outbox(mobile)).content).toContain('Ab3dEf7hJk');
    clock.advance(3_600_000);
    expect(await t.app.services.outboxPurge.purgeExpired()).toBeGreaterThanOrEqual(1);
    const after = (await outbox(mobile)).content;
    expect(after).not.toContain('Ab3dEf7hJk');
    expect(after).toContain('初始密码：**********');
    expect(after).toContain('测试检测有限公司的入驻申请已审核通过');
  });
});

describe('masking and the periodic job', () => {
  it('masks codes and passwords, not short numbers', () => {
    expect(maskSecrets('验证码为012345，5分钟内有效，60秒后可重发')).toBe('验证码为******，5分钟内有效，60秒后可重发');
    expect(maskSecrets('初始密码：k7Pq2mZx9a。')).toBe('初始密码：**********。');
    expect(maskSecrets('没有数字的 Password')).toBe('没有数字的 Password');
  });

  it('runs every minute once the app is ready and stops when it closes', async () => {
    vi.useFakeTimers();
    try {
      const app = Fastify();
      const purgeExpired = vi.fn(async () => 0);
      app.decorate('services', { outboxPurge: { purgeExpired } } as never);
      await app.register(outboxPurgeJob);
      await app.ready();
      expect(purgeExpired).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(OUTBOX_PURGE_EVERY_MS * 2);
      expect(purgeExpired).toHaveBeenCalledTimes(2);
      await app.close();
      await vi.advanceTimersByTimeAsync(OUTBOX_PURGE_EVERY_MS * 2);
      expect(purgeExpired).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
