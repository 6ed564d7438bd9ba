import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_APP_TYPE, HTTP_STATUS_MESSAGES, REQUEST_MESSAGES, REQUEST_TIMEOUT_MS, TOKEN_COOKIE } from '@tcm/shared';
import { registerNavigate } from './navigation';
import { registerNotifier, type Notifier } from './notifier';
import { buildQueryString, download, get, post, upload } from './request';
import { getSession, setToken, updateSession } from './session';

interface Recorder extends Notifier {
  errors: string[];
  alerts: Array<{ title: string; close: () => void }>;
}

function recordingNotifier(): Recorder {
  const recorder: Recorder = {
    errors: [],
    alerts: [],
    error: (text) => recorder.errors.push(text),
    success: () => undefined,
    alertError: (title, onClose) => recorder.alerts.push({ title, close: onClose }),
  };
  return recorder;
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let notes: Recorder;
let fetchMock: ReturnType<typeof vi.fn>;
let navigations: string[];

beforeEach(() => {
  notes = recordingNotifier();
  registerNotifier(notes);
  navigations = [];
  registerNavigate((to) => navigations.push(to));
  fetchMock = vi.fn(async () => jsonResponse({ retcode: 1, retmsg: '操作成功', data: null }));
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
  setToken(null);
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  registerNotifier(null);
  registerNavigate(null);
  vi.useRealTimers();
});

function lastCall(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url: call[0], init: call[1] };
}

describe('buildQueryString', () => {
  it('skips null, undefined and empty values but keeps 0 and false', () => {
    expect(buildQueryString({ a: 'x', b: null, c: undefined, d: '', e: 0, f: false, g: '中药' })).toBe(
      'a=x&e=0&f=false&g=%E4%B8%AD%E8%8D%AF',
    );
  });
});

describe('payload and headers', () => {
  it('GET sends the payload plus appType as query string', async () => {
    await get('/api/sysDictData/getValue', { dictType: 'tel', dictCode: 'tel', empty: '' });
    const { url, init } = lastCall();
    expect(init.method).toBe('GET');
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/api/sysDictData/getValue');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ dictType: 'tel', dictCode: 'tel', appType: String(CLIENT_APP_TYPE) });
  });

  it('normalises a path without leading slash', async () => {
    await get('api/uploadFile');
    expect(lastCall().url.startsWith('/api/uploadFile?')).toBe(true);
  });

  it('POST sends JSON with appType merged', async () => {
    await post('/api/orderInfo/placeOrder', { id: 7, appType: 99 });
    const { init } = lastCall();
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toMatch(/^application\/json/);
    expect(JSON.parse(String(init.body))).toEqual({ id: 7, appType: 3 });
  });

  it('sends the Token header from the cookie', async () => {
    setToken('tok-123');
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=tok-123`);
    await get('/api/x');
    expect(new Headers(lastCall().init.headers).get('Token')).toBe('tok-123');
  });

  it('sends an empty Token header when logged out', async () => {
    await get('/api/x');
    expect(new Headers(lastCall().init.headers).get('Token')).toBe('');
  });
});

describe('download', () => {
  it('fetches a file with the Token header and answers its bytes', async () => {
    setToken('tok-9');
    fetchMock.mockResolvedValueOnce(new Response('PK-bytes', { headers: { 'Content-Type': 'application/octet-stream' } }));
    const blob = await download('/api/admin/monograph/importTemplate');
    expect(await blob.text()).toBe('PK-bytes');
    expect(lastCall().init.method).toBe('GET');
    expect(new Headers(lastCall().init.headers).get('Token')).toBe('tok-9');
  });

  it('shows a refusal envelope and rejects', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ retcode: 0, retmsg: '仅限平台运营人员操作', data: null }));
    await expect(download('/api/x')).rejects.toMatchObject({ kind: 'refused' });
    expect(notes.errors).toEqual(['仅限平台运营人员操作']);
  });

  it('a 401 envelope goes through the one login handler', async () => {
    setToken('tok');
    fetchMock.mockResolvedValueOnce(jsonResponse({ retcode: 401, retmsg: '登录过期', data: null }));
    await expect(download('/api/x')).rejects.toMatchObject({ kind: 'login-expired' });
    expect(notes.alerts.map((a) => a.title)).toEqual([REQUEST_MESSAGES.loginExpired]);
    notes.alerts[0]?.close();
  });
});

describe('envelope', () => {
  it('returns a retcode 0 envelope to the caller without any message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ retcode: 0, retmsg: '失败了', data: null }));
    await expect(get('/api/x')).resolves.toEqual({ retcode: 0, retmsg: '失败了', data: null });
    expect(notes.errors).toEqual([]);
    expect(notes.alerts).toEqual([]);
  });

  it('retcode 401 goes through the one handler: dialog, then clear session and go to login', async () => {
    setToken('tok');
    updateSession({ userInfo: { userAccount: 'demo01', userId: 1, companyDto: null }, expireTime: Date.now() + 60_000, userId: 1 });
    window.history.replaceState(null, '', '/pcenter/order?page=2');
    fetchMock.mockImplementation(async () => jsonResponse({ retcode: 401, retmsg: '登录过期', data: null }));

    const results = await Promise.allSettled([get('/api/a'), get('/api/b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(notes.alerts).toHaveLength(1); // parallel 401s share one dialog
    expect(notes.alerts[0]?.title).toBe(REQUEST_MESSAGES.loginExpired);
    expect(navigations).toEqual([]); // nothing happens until the user closes it

    notes.alerts[0]?.close();
    expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/pcenter/order?page=2')}`]);
    expect(getSession().userInfo).toBeNull();
    expect(getSession().token).toBeNull();
    expect(notes.errors).toEqual([]);
  });
});

describe('token and quiet options', () => {
  it('sends an explicit token instead of the stored one', async () => {
    setToken('stored');
    await get('/api/x', {}, { token: 'handed-over' });
    expect(new Headers(lastCall().init.headers).get('Token')).toBe('handed-over');
  });

  it('a quiet call hands 401 back without the dialog and keeps the session', async () => {
    setToken('tok');
    updateSession({ userInfo: { userAccount: 'demo01', userId: 1, companyDto: null }, expireTime: Date.now() + 60_000 });
    fetchMock.mockResolvedValueOnce(jsonResponse({ retcode: 401, retmsg: '登录过期', data: null }));
    await expect(get('/api/x', {}, { quiet: true })).resolves.toMatchObject({ retcode: 401 });
    expect(notes.alerts).toEqual([]);
    expect(getSession().token).toBe('tok');
  });

  it('a quiet call shows no toast for transport failures, and still rejects', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }));
    await expect(get('/api/x', {}, { quiet: true })).rejects.toMatchObject({ kind: 'http', status: 502 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(post('/api/x', {}, { quiet: true })).rejects.toMatchObject({ kind: 'no-response' });
    expect(notes.errors).toEqual([]);
  });
});

describe('HTTP status messages (§8)', () => {
  const cases: Array<[number, string]> = [
    ...Object.entries(HTTP_STATUS_MESSAGES).map(([status, text]): [number, string] => [Number(status), text]),
    [418, '连接错误418'],
    [599, '连接错误599'],
  ];

  it.each(cases)('status %i shows %s and rejects', async (status, text) => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status }));
    await expect(get('/api/x')).rejects.toMatchObject({ kind: 'http', status });
    expect(notes.errors).toEqual([text]);
  });

  it('covers the exact texts of the spec', () => {
    expect(HTTP_STATUS_MESSAGES[404]).toBe('请求错误,未找到该资源');
    expect(HTTP_STATUS_MESSAGES[505]).toBe('http版本不支持该请求');
  });
});

describe('no response', () => {
  it('a network failure shows 连接服务器失败', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(get('/api/x')).rejects.toMatchObject({ kind: 'no-response' });
    expect(notes.errors).toEqual([REQUEST_MESSAGES.noResponse]);
  });

  it('a timeout after 30 s adds 服务器响应超时，请刷新当前页', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = get('/api/slow');
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(notes.errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(notes.errors).toEqual([REQUEST_MESSAGES.noResponse, REQUEST_MESSAGES.timeout]);
  });

  it('a request the caller cancels shows nothing', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = get('/api/x', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(notes.errors).toEqual([]);
  });
});

describe('upload', () => {
  class FakeXhr {
    static last: FakeXhr | null = null;
    method = '';
    url = '';
    headers: Record<string, string> = {};
    body: FormData | null = null;
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      this.body = body;
    }
    abort() {
      this.onabort?.();
    }
  }

  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));

  it('sends multipart fields with appType, reports progress and returns the envelope', async () => {
    setToken('tok-u');
    const progress: number[] = [];
    const file = new Blob(['png'], { type: 'image/png' });
    const pending = upload<{ fileUrl: string }>(
      'api/uploadFile',
      { file: { blob: file, filename: 'image.png' }, needWatermark: 'false' },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploadFile');
    expect(xhr.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(xhr.headers.Token).toBe('tok-u');
    expect(xhr.body?.get('appType')).toBe('3');
    expect(xhr.body?.get('needWatermark')).toBe('false');
    expect((xhr.body?.get('file') as File).name).toBe('image.png');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    xhr.status = 200;
    xhr.responseText = JSON.stringify({ retcode: 1, retmsg: '操作成功', data: { fileUrl: '/files/a.png' } });
    xhr.onload?.();
    await expect(pending).resolves.toMatchObject({ retcode: 1, data: { fileUrl: '/files/a.png' } });
    expect(progress).toEqual([0.5]);
  });

  it('maps an HTTP error and a timeout like fetch calls do', async () => {
    const failing = upload('/api/uploadFile', { needWatermark: 'false' });
    FakeXhr.last!.status = 502;
    FakeXhr.last!.onload?.();
    await expect(failing).rejects.toMatchObject({ kind: 'http', status: 502 });

    const slow = upload('/api/uploadFile', {});
    FakeXhr.last!.ontimeout?.();
    await expect(slow).rejects.toMatchObject({ kind: 'timeout' });
    expect(notes.errors).toEqual(['网络错误', REQUEST_MESSAGES.noResponse, REQUEST_MESSAGES.timeout]);
  });
});
