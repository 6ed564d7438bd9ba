import { describe, expect, it } from 'vitest';
import { outboundUrl } from './outbound-url';
import type { SessionSnapshot } from './session';

const loggedOut: SessionSnapshot = {
  navPath: null,
  token: null,
  tel: null,
  userInfo: null,
  expireTime: null,
  userId: null,
  nonceStr: null,
  mustChangePassword: false,
};
const now = 1_000_000;
const loggedIn: SessionSnapshot = {
  ...loggedOut,
  token: 'tok',
  userInfo: { userAccount: 'demo01', userId: 1, companyDto: null },
  userId: 1,
  expireTime: now + 60_000,
};

describe('outboundUrl (§7 outbound jump)', () => {
  it('leaves the url alone when logged out', () => {
    expect(outboundUrl('https://a.example/', loggedOut, now)).toBe('https://a.example/');
  });

  it('appends access_token, userId and expireTime when logged in', () => {
    expect(outboundUrl('https://a.example/', loggedIn, now)).toBe(
      `https://a.example/?access_token=tok&userId=1&expireTime=${now + 60_000}`,
    );
    expect(outboundUrl('https://a.example/p?x=1#top', loggedIn, now)).toBe(
      `https://a.example/p?x=1&access_token=tok&userId=1&expireTime=${now + 60_000}#top`,
    );
  });

  it('keeps an empty address empty', () => {
    expect(outboundUrl('', loggedIn, now)).toBe('');
  });
});
