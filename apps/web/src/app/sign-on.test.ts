import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNotifier, type Notifier } from '@/lib/notifier';
import { getSession, setToken, updateSession } from '@/lib/session';
import { hasSignOnParams, runSignOnChecks } from './sign-on';

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function at(url: string): Location {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, state: null, key: url } as Location;
}

/** Runs the checks for `url` and resolves with the address they leave behind. */
function run(url: string, isCurrent = true): Promise<string | null> {
  return new Promise((resolve) => {
    runSignOnChecks(at(url), {
      replace: (to) => resolve(to.pathname + to.search + to.hash),
      isCurrent: () => isCurrent,
    });
    if (!isCurrent) setTimeout(() => resolve(null), 50);
  });
}

const notes: Notifier & { calls: string[] } = {
  calls: [],
  error: (text) => notes.calls.push(text),
  success: (text) => notes.calls.push(text),
  alertError: (title) => notes.calls.push(title),
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.localStorage.clear();
  setToken(null);
  notes.calls = [];
  registerNotifier(notes);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => registerNotifier(null));

const qiye01 = { userId: 5, userAccount: 'qiye01', companyDto: { companyName: '杭州青禾中药饮片有限公司', unifyCode: '91330106MA2H0Q8R5F' } };

describe('hasSignOnParams', () => {
  it('sees a nonce or a handed-over token; userId alone is an ordinary parameter', () => {
    expect(hasSignOnParams('?noncestr=abc')).toBe(true);
    expect(hasSignOnParams('?access_token=t&userId=1&expireTime=2')).toBe(true);
    expect(hasSignOnParams('?page=2')).toBe(false);
    expect(hasSignOnParams('?userId=7')).toBe(false);
  });
});

describe('silent login (noncestr)', () => {
  it('exchanges the nonce once, stores now + seconds × 1000 and removes it from the address', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ retcode: 1, retmsg: '操作成功', data: { companyDto: qiye01.companyDto, accessToken: 'sso-tok', expireTime: 7200, userId: 5, userInfo: qiye01 } }),
    );
    const before = Date.now();
    await expect(run('/home?noncestr=nonce-0123456789abcdef&page=2#x')).resolves.toBe('/home?page=2#x');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/third/silenceLogin');
    expect(url.searchParams.get('noncestr')).toBe('nonce-0123456789abcdef');
    const session = getSession();
    expect(session).toMatchObject({ token: 'sso-tok', userId: 5, nonceStr: 'nonce-0123456789abcdef' });
    expect(session.userInfo).toEqual(qiye01);
    expect(session.expireTime).toBeGreaterThanOrEqual(before + 7_200_000);
    expect(session.expireTime).toBeLessThanOrEqual(Date.now() + 7_200_000);

    // The same nonce again: no second exchange, the address is still cleaned.
    await expect(run('/news?noncestr=nonce-0123456789abcdef')).resolves.toBe('/news');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('swallows a refused nonce silently and stays logged out', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ retcode: 0, retmsg: '登录凭证无效或已过期', data: null }));
    await expect(run('/home?noncestr=bad-nonce-0123456789')).resolves.toBe('/home');
    expect(getSession().userInfo).toBeNull();
    expect(getSession().token).toBeNull();
    expect(notes.calls).toEqual([]);
  });

  it('swallows a network failure silently', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(run('/home?noncestr=net-nonce-0123456789')).resolves.toBe('/home');
    expect(notes.calls).toEqual([]);
  });

  it('leaves the address alone when the user has moved on', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ retcode: 0, retmsg: 'x', data: null }));
    await expect(run('/home?noncestr=moved-on-0123456789', false)).resolves.toBeNull();
  });
});

describe('pre-issued credentials', () => {
  const detail = { ...qiye01, memberType: 3, infoStatus: 2, mobile: '13800000005', sysCompany: qiye01.companyDto, expireTime: Date.now() + 3_600_000 };

  it('checks them with the server using that token, then stores them', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ retcode: 1, retmsg: '操作成功', data: detail }));
    await expect(run('/pcenter/baseInfo?access_token=handed&userId=5&expireTime=123')).resolves.toBe('/pcenter/baseInfo');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new URL(url, 'http://localhost').searchParams.get('userId')).toBe('5');
    expect(new URL(url, 'http://localhost').searchParams.get('handoff')).toBe('1');
    expect(new Headers(init.headers).get('Token')).toBe('handed');
    expect(getSession()).toMatchObject({ token: 'handed', userId: 5, expireTime: detail.expireTime });
    expect(getSession().userInfo).toEqual(qiye01);
  });

  it('swallows a forged token (401) without the login-expired dialog', async () => {
    setToken('mine');
    updateSession({ userInfo: { userId: 1, userAccount: 'putong01', companyDto: null }, userId: 1, expireTime: Date.now() + 60_000 });
    fetchMock.mockResolvedValue(jsonResponse({ retcode: 401, retmsg: '登录过期，请重新登录', data: null }));
    await expect(run('/home?access_token=forged&userId=5&expireTime=1')).resolves.toBe('/home');
    expect(notes.calls).toEqual([]);
    expect(getSession()).toMatchObject({ token: 'mine', userId: 1 }); // whoever was signed in stays so
  });

  it('keeps other parameters, userId included when no token came with it', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ retcode: 0, retmsg: 'x', data: null }));
    await expect(run('/organization/detail?userId=7&noncestr=keep-others-0123456789')).resolves.toBe('/organization/detail?userId=7');
  });

  it('ignores an unusable userId without asking the server', async () => {
    await expect(run('/home?access_token=t&userId=abc&expireTime=1')).resolves.toBe('/home');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
