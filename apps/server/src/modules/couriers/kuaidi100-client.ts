import { createHash } from 'node:crypto';
import type { Courier } from '@tcm/shared';
import type { Kuaidi100Config } from '../../config';
import type { CourierApi, CourierReport, SubscribeOutcome } from '../orders/logistics';
import { eventsOf, stateOf } from './kuaidi100-format';

/**
 * The courier aggregator 快递100 (企业版), as its public documentation describes it — the edge of
 * the world (tests and the demo point the base URLs at a local fake, test/helpers/kuaidi100-fake.ts):
 *  - 实时快递查询 POST {poll}/poll/query.do, form customer, sign, param; param is JSON {com, num,
 *    phone, resultv2}; sign = MD5(param + key + customer), 32 upper-case hex digits;
 *  - 订阅 POST {poll}/poll, form schema=json, param = JSON {company, number, key, parameters:
 *    {callbackurl, salt, resultv2, phone, autoCom}}; answered {result, returnCode, message};
 *  - 智能单号识别 {autonumber}/autonumber/auto with num and key; answered [{comCode, name, lengthPre}].
 * The key and customer id go only into these requests: nothing here logs a request or its body.
 */
export const KUAIDI100_NAME = 'kuaidi100';
/** Ours: where the aggregator pushes (the subscription's callbackurl is PUBLIC_BASE_URL + this). */
export const KUAIDI100_CALLBACK_PATH = '/api/logistics/kuaidi100/callback';
const TIMEOUT_MS = 5_000;

export const md5Upper = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** A refusal (its returnCode and message) or no usable answer. Its message carries no secret. */
export class CourierApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CourierApiError';
  }
}

/** 顺丰 (and its brands) answer only with the sender's or receiver's phone; no other courier is given it. */
const needsPhone = (company: string | null) => company !== null && company.startsWith('shunfeng');

/** Subscription answers that will not change on a retry: bad data, a refused courier, an unrecognised number. */
const REFUSED_FOR_GOOD = new Set(['700', '701', '702']);

type Fetch = typeof fetch;
type Answer = Record<string, unknown>;

export function createKuaidi100Client(config: Kuaidi100Config & { callbackUrl: string }, fetchImpl: Fetch = fetch) {
  async function postForm(url: string, fields: Record<string, string>): Promise<unknown> {
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new CourierApiError('unreachable', '快递100 无法连接或未及时应答');
    }
    const text = await res.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new CourierApiError(String(res.status), `快递100 应答无法识别（HTTP ${res.status}）`);
    }
  }

  const refusal = (a: Answer) => new CourierApiError(String(a.returnCode ?? ''), String(a.message ?? '快递100 拒绝了请求'));

  const api = {
    name: KUAIDI100_NAME,

    async query({ company, number, phone }: { company: string; number: string; phone: string }): Promise<CourierReport> {
      const param = JSON.stringify({ com: company, num: number, ...(needsPhone(company) && phone ? { phone } : {}), resultv2: '1' });
      const answer = (await postForm(`${config.pollBaseUrl}/poll/query.do`, { customer: config.customer, sign: md5Upper(param + config.key + config.customer), param })) as Answer;
      if (answer?.result === false || !Array.isArray(answer?.data)) throw refusal(answer ?? {});
      return { company: String(answer.com ?? company), number: String(answer.nu ?? number), state: stateOf(answer.state), events: eventsOf(answer.data, KUAIDI100_NAME) };
    },

    async subscribe({ company, number, phone }: { company: string | null; number: string; phone: string }): Promise<SubscribeOutcome> {
      const parameters = { callbackurl: config.callbackUrl, salt: config.salt, resultv2: '1', ...(needsPhone(company) && phone ? { phone } : {}), ...(company ? {} : { autoCom: '1' }) };
      const param = JSON.stringify({ company: company ?? '', number, key: config.key, parameters });
      const answer = (await postForm(`${config.pollBaseUrl}/poll`, { schema: 'json', param })) as Answer;
      const code = String(answer?.returnCode ?? '');
      // 501: already subscribed and being tracked — a second shipment of one parcel, or a retry after a lost answer.
      if ((answer?.result === true && code === '200') || code === '501') return { accepted: true };
      return { accepted: false, retry: !REFUSED_FOR_GOOD.has(code), note: `${code} ${String(answer?.message ?? '')}`.trim().slice(0, 200) };
    },

    /** The couriers a number may belong to, most likely first (empty when none). */
    async autonumber(number: string): Promise<Courier[]> {
      const answer = await postForm(`${config.autonumberBaseUrl}/autonumber/auto`, { num: number, key: config.key });
      if (!Array.isArray(answer)) throw refusal((answer ?? {}) as Answer);
      return answer.flatMap((c: Answer) => (typeof c?.comCode === 'string' && c.comCode ? [{ code: c.comCode, name: typeof c.name === 'string' ? c.name : c.comCode }] : []));
    },
  };
  return api satisfies CourierApi;
}
export type Kuaidi100Client = ReturnType<typeof createKuaidi100Client>;
