import { timingSafeEqual } from 'node:crypto';
import { type CourierRecognition, courierOfCode } from '@tcm/shared';
import { BusinessError } from '../../lib/errors';
import type { ShipmentPushes } from '../orders/shipment-pushes';
import type { RateLimitService, RatePolicy } from '../rate-limit/service';
import type { ActiveSession } from '../sessions/service';
import { CourierApiError, type Kuaidi100Client, KUAIDI100_NAME, md5Upper } from './kuaidi100-client';
import { readPush } from './kuaidi100-format';

/**
 * The answer the aggregator's push expects (推送接口): result true and returnCode 200 take the push;
 * anything else is a failure it retries later ("其他错误请自行定义": our codes are 400 for a push
 * we refuse, 429 for too many, 500 when we broke).
 */
export interface PushAnswer {
  result: boolean;
  returnCode: string;
  message: string;
}
export const PUSH_TAKEN: PushAnswer = { result: true, returnCode: '200', message: '成功' };
export const pushRefused = (message: string, returnCode = '400'): PushAnswer => ({ result: false, returnCode, message });

export const PUSH_MESSAGES = {
  notConfigured: '未启用快递100推送',
  malformed: '推送格式有误',
  tooLarge: '推送内容过大',
  badSign: '签名验证失败',
  tooMany: '请求过于频繁',
  broken: '服务器错误',
} as const;

/** Pushes per client address: the aggregator's few servers send far fewer; a flood of forged ones is cut off. */
export const PUSH_POLICY: RatePolicy = { name: 'kd100-push', limit: 300, windowMs: 60_000 };
/** A member's recognitions: the dialog asks once per number typed; each costs the aggregator's quota. */
export const RECOGNISE_POLICY: RatePolicy = { name: 'courier-recognise', limit: 60, windowMs: 3_600_000 };

/** The longest param a push may carry (a long history with area names stays far below). */
export const PUSH_PARAM_MAX = 200_000;

/** sign = MD5(param + salt), 32 upper-case hex digits; compared in constant time. */
function signatureHolds(param: string, sign: string, salt: string): boolean {
  const expected = Buffer.from(md5Upper(param + salt));
  const given = Buffer.from(sign.toUpperCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Issue #22: what the platform asks of the courier aggregator (which courier a number belongs to)
 * and what it takes from it (pushes, verified by their signature and handed to the orders module,
 * which stores them). Without an aggregator configured nothing is recognised and every push is refused.
 */
export function createCourierService(deps: {
  client: Kuaidi100Client | null;
  salt: string | undefined;
  rateLimit: RateLimitService;
  pushes: ShipmentPushes;
  log: { warn(obj: object, msg: string): void };
}) {
  const { client, salt, rateLimit, pushes, log } = deps;
  return {
    /** The couriers of a number, listed ones by our names; empty without an aggregator or when it cannot tell. */
    async recognise(session: ActiveSession, trackingNo: string): Promise<CourierRecognition> {
      if (!client || trackingNo.length < 6) return { candidates: [] };
      await rateLimit.consume(RECOGNISE_POLICY, String(session.memberId));
      try {
        const found = await client.autonumber(trackingNo);
        return { candidates: found.slice(0, 5).map((c) => courierOfCode(c.code) ?? c) };
      } catch (err) {
        // An aggregator that cannot tell leaves the member to pick from the list; a refusal (a key expired) is the operator's to see.
        log.warn({ code: err instanceof CourierApiError ? err.code : 'error' }, 'courier recognition failed');
        return { candidates: [] };
      }
    },

    /** A push as posted (form fields param and sign): refused unless signed with our salt; stored once. */
    async receivePush(form: unknown, address: string): Promise<PushAnswer> {
      if (!client || !salt) return pushRefused(PUSH_MESSAGES.notConfigured);
      try {
        await rateLimit.consume(PUSH_POLICY, address);
      } catch (err) {
        if (err instanceof BusinessError) return pushRefused(PUSH_MESSAGES.tooMany, '429');
        throw err;
      }
      const { param, sign } = (form ?? {}) as { param?: unknown; sign?: unknown };
      if (typeof param !== 'string' || typeof sign !== 'string' || param.length > PUSH_PARAM_MAX) return pushRefused(PUSH_MESSAGES.malformed);
      if (!signatureHolds(param, sign, salt)) return pushRefused(PUSH_MESSAGES.badSign);
      const push = readPush(param, KUAIDI100_NAME);
      if (!push) return pushRefused(PUSH_MESSAGES.malformed);
      await pushes.receive(push);
      return PUSH_TAKEN;
    },
  };
}
export type CourierService = ReturnType<typeof createCourierService>;
