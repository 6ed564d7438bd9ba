import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '@tcm/shared';
import { endSession, startSession } from './auth-session';
import { queryClient } from './query-client';
import { getSession, isLoggedIn, setToken, updateSession } from './session';

const grant = {
  accessToken: 'tok-1',
  expireTime: Date.now() + 3_600_000,
  userId: 5,
  userInfo: { userId: 5, userAccount: 'qiye01', companyDto: { companyName: '杭州青禾中药饮片有限公司', unifyCode: '91330106MA2H0Q8R5F' } },
};

beforeEach(() => {
  window.localStorage.clear();
  setToken(null);
  queryClient.clear();
});

describe('startSession', () => {
  it('stores the token cookie and the §3 values, and drops cached answers', () => {
    queryClient.setQueryData(['member-detail', 1], { someone: 'else' });
    updateSession({ tel: '400' });
    startSession(grant, { nonceStr: 'n-1' });
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=tok-1`);
    expect(getSession()).toMatchObject({ token: 'tok-1', userId: 5, expireTime: grant.expireTime, nonceStr: 'n-1', tel: '400' });
    expect(getSession().userInfo).toEqual(grant.userInfo);
    expect(isLoggedIn()).toBe(true);
    expect(queryClient.getQueryData(['member-detail', 1])).toBeUndefined();
  });
});

describe('endSession', () => {
  it('forgets the user, the token and every cached answer', () => {
    startSession(grant);
    queryClient.setQueryData(['member-detail', 5], { userAccount: 'qiye01' });
    endSession();
    expect(getSession()).toMatchObject({ token: null, userInfo: null, userId: null, expireTime: null });
    expect(isLoggedIn()).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
