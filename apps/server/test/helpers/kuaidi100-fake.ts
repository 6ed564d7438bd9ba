import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kuaidi100Config } from '../../src/config';

/**
 * A local 快递100 for tests and the demo (the edge of the world: the real one bills every call). It
 * implements the documented calls and checks them the documented way, independently of our client:
 *  - POST /poll/query.do (实时快递查询): form customer, sign, param; sign must be
 *    MD5(param + key + customer) in upper case, else {"result":false,"returnCode":"503","message":"验证签名失败"};
 *  - POST /poll (订阅): form schema=json, param {company, number, key, parameters{callbackurl, salt …}};
 *    a wrong key is 600, missing data 700, a number already tracked 501;
 *  - POST (or GET) /autonumber/auto (智能单号识别): num and key; no key 701, a wrong one 601;
 * and pushes a number's track to its subscription's callbackurl as the push interface does: a form
 * POST of param (JSON: status, message, lastResult{state, ischeck, com, nu, data[{context, time,
 * ftime, areaName}]}) and sign = MD5(param + salt) in upper case.
 */
export interface FakeEvent {
  /** Beijing time, "YYYY-MM-DD HH:mm:ss", as the aggregator writes it. */
  time: string;
  context: string;
  areaName?: string;
}
export interface FakeTrack {
  company: string;
  state: number;
  /** Newest first. */
  events: FakeEvent[];
}
export interface FakeSubscription {
  company: string;
  number: string;
  callbackurl: string;
  salt: string;
  parameters: Record<string, unknown>;
  status: 'polling' | 'shutdown' | 'abort';
}
export interface FakeAnswer {
  returnCode: string;
  message: string;
}

export interface Kuaidi100Fake {
  url: string;
  /** What a server needs to use this fake (AppConfig.kuaidi100). */
  config: Kuaidi100Config;
  /** Every request, path and form fields, in order. */
  requests: { path: string; form: Record<string, string> }[];
  subscriptions: FakeSubscription[];
  setTrack(number: string, track: FakeTrack): void;
  /** The next subscriptions are answered with these instead (one each), e.g. a 500 to test retries. */
  failSubscriptions(...answers: FakeAnswer[]): void;
  /** The form a push of `number` posts: its current track, signed with its subscription's salt (or `sign`). */
  pushForm(number: string, opts?: { status?: string; sign?: string }): { param: string; sign: string };
  /** Pushes `number` to its subscription's callbackurl; answers the HTTP status and the body our server replied. */
  push(number: string, opts?: { status?: string; sign?: string }): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** Beijing time of `ms`, as the aggregator writes times. */
export const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The fake's own recognition: common number shapes (the real service knows far more). */
const RECOGNITION: [RegExp, string, string][] = [
  [/^SF\d{10,13}$/i, 'shunfeng', '顺丰速运'],
  [/^JT\d{13}$/i, 'jtexpress', '极兔速递'],
  [/^YT\d{13}$/i, 'yuantong', '圆通速递'],
  [/^JD[A-Z0-9]{11,16}$/i, 'jd', '京东物流'],
  [/^E[A-Z]\d{9}CN$/i, 'ems', 'EMS'],
  [/^DPK\d{10,13}$/i, 'debangkuaidi', '德邦快递'],
  [/^7[35]\d{12}$/, 'zhongtong', '中通快递'],
  [/^(43|46|31)\d{11}$/, 'yunda', '韵达快递'],
  [/^77\d{11}$/, 'shentong', '申通快递'],
];

/** The demo's parcel: each push adds the next event (Beijing time of the push). */
const DEMO_ROUTE: { state: number; context: string; areaName: string }[] = [
  { state: 1, context: '【杭州市】快件已由【西湖营业部】揽收', areaName: '浙江,杭州市' },
  { state: 0, context: '【杭州转运中心】已发出，下一站【北京转运中心】', areaName: '浙江,杭州市' },
  { state: 0, context: '【北京转运中心】已收入', areaName: '北京,北京市' },
  { state: 5, context: '【北京市】快件正在派送中，请保持电话畅通', areaName: '北京,北京市,海淀区' },
  { state: 3, context: '【北京市】快件已签收，签收人：收样室', areaName: '北京,北京市,海淀区' },
];

function readForm(req: http.IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.local');
      const form = Object.fromEntries(url.searchParams);
      resolve({ ...form, ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) });
    });
  });
}

const parse = (text: string | undefined): Record<string, unknown> | null => {
  try {
    const v = JSON.parse(text ?? '') as unknown;
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export async function startKuaidi100Fake(opts: { port?: number; key?: string; customer?: string; salt?: string; advanceMs?: number; log?: (line: string) => void } = {}): Promise<Kuaidi100Fake> {
  const key = opts.key ?? 'fake-key-0123456789';
  const customer = opts.customer ?? 'FAKECUSTOMER0123456789ABCDEF';
  const salt = opts.salt ?? 'fake-salt-0123456789';
  const requests: Kuaidi100Fake['requests'] = [];
  const subscriptions: FakeSubscription[] = [];
  const tracks = new Map<string, FakeTrack>();
  const failures: FakeAnswer[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const subscriptionOf = (number: string) => subscriptions.findLast((s) => s.number === number);

  function query(form: Record<string, string>): unknown {
    if (form.customer !== customer || form.sign !== md5Upper(`${form.param ?? ''}${key}${customer}`)) return { result: false, returnCode: '503', message: '验证签名失败' };
    const param = parse(form.param);
    if (!param || typeof param.com !== 'string' || typeof param.num !== 'string') return { result: false, returnCode: '400', message: '找不到对应公司' };
    const track = tracks.get(param.num);
    if (!track || track.company !== param.com) return { result: false, returnCode: '500', message: '查询无结果，请隔段时间再查' };
    return lastResult(param.num, track);
  }

  function lastResult(number: string, track: FakeTrack) {
    return {
      message: 'ok',
      nu: number,
      ischeck: track.state === 3 ? '1' : '0',
      condition: 'F00',
      com: track.company,
      status: '200',
      state: String(track.state),
      data: track.events.map((e) => ({ context: e.context, time: e.time, ftime: e.time, areaCode: '', areaName: e.areaName ?? '' })),
    };
  }

  function subscribe(form: Record<string, string>): unknown {
    const param = parse(form.param);
    if (form.schema !== 'json' || !param) return { result: false, returnCode: '700', message: '订阅方的订阅数据存在错误（如不支持的快递公司、单号为空、单号超长等）或错误的回调地址' };
    if (param.key !== key) return { result: false, returnCode: '600', message: '您不是合法的订阅者（即授权Key出错）' };
    const parameters = (param.parameters ?? {}) as Record<string, unknown>;
    const autoCom = parameters.autoCom === '1';
    const number = typeof param.number === 'string' ? param.number : '';
    let company = typeof param.company === 'string' ? param.company : '';
    if (!number || typeof parameters.callbackurl !== 'string' || (!company && !autoCom)) return { result: false, returnCode: '700', message: '订阅方的订阅数据存在错误（如不支持的快递公司、单号为空、单号超长等）或错误的回调地址' };
    if (!company) company = RECOGNITION.find(([re]) => re.test(number))?.[1] ?? '';
    if (!company) return { result: false, returnCode: '702', message: 'POLL:识别不到该单号对应的快递公司' };
    const failure = failures.shift();
    if (failure) return { result: false, ...failure };
    if (subscriptions.some((s) => s.number === number && s.company === company && s.status === 'polling')) return { result: false, returnCode: '501', message: '重复订阅' };
    subscriptions.push({ company, number, callbackurl: parameters.callbackurl, salt: typeof parameters.salt === 'string' ? parameters.salt : '', parameters, status: 'polling' });
    if (opts.advanceMs) advance(number, company, 0);
    return { result: true, returnCode: '200', message: '提交成功' };
  }

  function autonumber(form: Record<string, string>): unknown {
    if (!form.key) return { returnCode: '701', message: 'POLL: KEY 缺失', result: false };
    if (form.key !== key) return { returnCode: '601', message: 'POLL: KEY 已过期', result: false };
    const num = form.num ?? '';
    return RECOGNITION.filter(([re]) => re.test(num)).map(([, comCode, name]) => ({ lengthPre: num.length, comCode, name }));
  }

  /** The demo: the parcel moves one step every advanceMs, each step pushed, until signed for. */
  function advance(number: string, company: string, step: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const at = DEMO_ROUTE[step]!;
      const track = tracks.get(number) ?? { company, state: at.state, events: [] };
      tracks.set(number, { company, state: at.state, events: [{ time: beijing(Date.now()), context: at.context, areaName: at.areaName }, ...track.events] });
      void fake.push(number).then(
        (r) => opts.log?.(`推送 ${company} ${number} → ${at.context}：${JSON.stringify(r.body)}`),
        (err: unknown) => opts.log?.(`推送 ${number} 失败：${String(err)}`),
      );
      if (step + 1 < DEMO_ROUTE.length) advance(number, company, step + 1);
    }, opts.advanceMs);
    timers.add(timer);
  }

  const server = http.createServer((req, res) => {
    void readForm(req).then((form) => {
      const path = new URL(req.url ?? '/', 'http://fake.local').pathname;
      requests.push({ path, form });
      const answer = path === '/poll/query.do' ? query(form) : path === '/poll' ? subscribe(form) : path === '/autonumber/auto' ? autonumber(form) : null;
      if (answer === null) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: Kuaidi100Fake = {
    url,
    config: { key, customer, salt, pollBaseUrl: url, autonumberBaseUrl: url },
    requests,
    subscriptions,
    setTrack: (number, track) => void tracks.set(number, track),
    failSubscriptions: (...answers) => void failures.push(...answers),
    pushForm(number, o = {}) {
      const sub = subscriptionOf(number);
      const track = tracks.get(number);
      if (!sub || !track) throw new Error(`fake 快递100: ${number} is not subscribed or has no track`);
      const status = o.status ?? (track.state === 3 ? 'shutdown' : 'polling');
      const param = JSON.stringify({ status, billstatus: 'got', message: '', autoCheck: '0', comOld: '', comNew: '', lastResult: lastResult(number, track) });
      return { param, sign: o.sign ?? md5Upper(param + sub.salt) };
    },
    async push(number, o = {}) {
      const sub = subscriptionOf(number)!;
      const form = fake.pushForm(number, o);
      const res = await fetch(sub.callbackurl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
      if (form.param.includes('"status":"shutdown"')) sub.status = 'shutdown';
      const text = await res.text();
      return { status: res.status, body: parse(text) ?? text };
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
