import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_COOKIE } from '@tcm/shared';
import {
  clearSession,
  displayNameOf,
  getSession,
  getToken,
  isLoggedIn,
  setNavPath,
  setToken,
  subscribeSession,
  updateSession,
} from './session';

const user = { userAccount: 'demo01', userId: 1, companyDto: null };

beforeEach(() => {
  window.localStorage.clear();
  setToken(null);
  updateSession({});
});

describe('isLoggedIn (§4)', () => {
  it('is true while expireTime is in the future and user info is stored', () => {
    updateSession({ userInfo: user, expireTime: Date.now() + 60_000 });
    expect(isLoggedIn()).toBe(true);
  });

  it('is false once expireTime has passed', () => {
    updateSession({ userInfo: user, expireTime: Date.now() - 1 });
    expect(isLoggedIn()).toBe(false);
  });

  it('compares with the given now, in ms', () => {
    updateSession({ userInfo: user, expireTime: 1_000 });
    expect(isLoggedIn(getSession(), 999)).toBe(true);
    expect(isLoggedIn(getSession(), 1_000)).toBe(false);
  });

  it('is false without user info even with a future expiry', () => {
    updateSession({ expireTime: Date.now() + 60_000 });
    expect(isLoggedIn()).toBe(false);
  });
});

describe('storage', () => {
  it('keeps the token in the cookie and the rest in localStorage', () => {
    setToken('abc def');
    updateSession({ tel: '400-800-0000', userId: 1, nonceStr: 'n1', userInfo: user, expireTime: 42 });
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=abc%20def`);
    expect(getToken()).toBe('abc def');
    expect(getSession()).toMatchObject({ token: 'abc def', tel: '400-800-0000', userId: 1, nonceStr: 'n1', expireTime: 42 });
    expect(getSession().userInfo).toEqual(user);
    expect(window.localStorage.getItem('tcm.session.tel')).toBe('400-800-0000');
  });

  it('returns the same snapshot until something changes, and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const before = getSession();
    expect(getSession()).toBe(before);
    setNavPath('/news');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSession()).not.toBe(before);
    expect(getSession().navPath).toBe('/news');
    setNavPath('/news'); // unchanged: no notification
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('ignores a corrupt userInfo entry', () => {
    window.localStorage.setItem('tcm.session.userInfo', '{not json');
    updateSession({});
    expect(getSession().userInfo).toBeNull();
  });

  it('clearSession forgets the user and the token but keeps site values', () => {
    setToken('tok');
    updateSession({ userInfo: user, expireTime: Date.now() + 1000, userId: 1, nonceStr: 'n', tel: '400', navPath: '/home' });
    clearSession();
    expect(getSession()).toMatchObject({ token: null, userInfo: null, expireTime: null, userId: null, nonceStr: null });
    expect(getSession()).toMatchObject({ tel: '400', navPath: '/home' });
  });
});

describe('displayNameOf', () => {
  it('prefers the company name, else the account', () => {
    updateSession({ userInfo: { ...user, companyDto: { companyName: '华夏检测', unifyCode: '91110000000000000X' } } });
    expect(displayNameOf(getSession())).toBe('华夏检测');
    updateSession({ userInfo: { ...user, companyDto: null } });
    expect(displayNameOf(getSession())).toBe('demo01');
  });
});
