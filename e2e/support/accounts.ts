import { TOKEN_COOKIE, creditCodeCheckChar, isSecondFactorChallenge, type LoginOutcome, type LoginResult } from '@tcm/shared';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { baseUrl } from './browser';
import { readSmsCode, uniqueMobile } from './outbox';
import { SMS_OPERATORS, hasAuthenticator, totpCode } from './second-factor';

/**
 * Accounts for the browser suite. The server's rate limits apply (login 30/min,
 * register 20/h, SMS 10/h per address), so specs prefer the seeded demo
 * accounts and register only where a fresh account is the point.
 */
export const DEMO_PASSWORD = 'Demo@2026';

interface Envelope<T> {
  retcode: number;
  retmsg: string;
  data: T;
}

export async function callApi<T>(path: string, body?: object, token?: string): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.Token = token;
  const res = await fetch(`${baseUrl()}${path}`, body ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers });
  return (await res.json()) as Envelope<T>;
}

/** Signs in through the API; an operator's second factor (issue #17) is answered as its owner would. */
export async function apiLogin(account: string, password: string = DEMO_PASSWORD): Promise<LoginResult> {
  const res = await callApi<LoginOutcome>('/api/auth/login', { account, password });
  if (res.retcode !== 1) throw new Error(`login of ${account} failed: ${res.retmsg}`);
  if (!isSecondFactorChallenge(res.data)) return res.data;
  const code = res.data.secondFactor === 'sms' ? await readSmsCode(SMS_OPERATORS[account] ?? '') : await totpCode(account);
  const done = await callApi<LoginResult>('/api/auth/loginSecondFactor', { challenge: res.data.challenge, code });
  if (done.retcode !== 1) throw new Error(`second factor of ${account} failed: ${done.retmsg}`);
  return done.data;
}

/**
 * A seeded account's API session shared by every spec of the run, kept beside the server's data:
 * the per-account login limit (20 in 15 minutes) is the server's, and the suite signs jigou01 in
 * far more often than that when each spec logs in afresh for moves it only drives through the API.
 * A session that died (a password change, a sign-out everywhere) is replaced by a new login.
 */
export async function sharedSession(account: string): Promise<LoginResult> {
  const file = path.join(inject('dataDir'), 'e2e-sessions.json');
  const saved = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<string, LoginResult>;
  const known = saved[account];
  if (known && (await tokenIsLive(known.accessToken, known.userId))) return known;
  const fresh = await apiLogin(account);
  writeFileSync(file, JSON.stringify({ ...saved, [account]: fresh }));
  return fresh;
}

/** Whether the server still accepts a token (getMemberDetail answers 401 once it is dead). */
export async function tokenIsLive(token: string, userId: number): Promise<boolean> {
  return (await callApi(`/api/sysMember/getMemberDetail?userId=${userId}`, undefined, token)).retcode === 1;
}

let sequence = 0;
/** 5–20 letters and digits, unique per run. */
export function uniqueAccount(prefix = 'e2e'): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence}`.slice(0, 20);
}

/** A unified social credit code with a right check character that no one has registered. */
export function freshCreditCode(): string {
  const digits = String(Date.now()).slice(-8) + String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  const first17 = `913301${digits.slice(0, 11)}`;
  return first17 + creditCodeCheckChar(first17);
}

/** An ordinary member registered through the API (one SMS, one registration). */
export async function registerViaApi(password: string): Promise<{ account: string; mobile: string; session: LoginResult }> {
  const account = uniqueAccount();
  const mobile = uniqueMobile();
  const sent = await callApi('/api/auth/sendSmsCode', { mobile, purpose: 'register' });
  if (sent.retcode !== 1) throw new Error(`sendSmsCode failed: ${sent.retmsg}`);
  const smsCode = await readSmsCode(mobile);
  const res = await callApi<LoginResult>('/api/auth/register', {
    memberType: 1,
    userAccount: account,
    password,
    confirmPassword: password,
    mobile,
    smsCode,
    email: '',
    agree: true,
  });
  if (res.retcode !== 1) throw new Error(`register failed: ${res.retmsg}`);
  return { account, mobile, session: res.data };
}

/** Fills the login form of the page (already on /login) and submits it. */
export async function submitLogin(page: Page, account: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Answers the login form's second step (issue #17) with the authenticator's or the SMS code. */
export async function submitSecondFactor(page: Page, account: string): Promise<void> {
  await page.getByTestId('second-factor-step').waitFor();
  const sms = SMS_OPERATORS[account];
  const code = hasAuthenticator(account) ? await totpCode(account) : await readSmsCode(sms ?? '');
  await page.getByLabel(hasAuthenticator(account) ? '动态验证码' : '短信验证码').fill(code);
  await page.getByRole('button', { name: '验证并登录' }).click();
}

/**
 * Signs a browser page in with the account's shared API session (`sharedSession`): the token cookie
 * and the §3 values a login leaves (apps/web/src/lib/auth-session.ts). For specs whose point is not
 * the login form — every form login counts against the account's 20 logins per 15 minutes, and the
 * suite signs qiye01 and jigou01 in more often than that. The page is left on the origin's /healthz.
 */
export async function signInAs(page: Page, account: string): Promise<LoginResult> {
  const session = await sharedSession(account);
  const origin = new URL(baseUrl());
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: encodeURIComponent(session.accessToken), domain: origin.hostname, path: '/', expires: Math.floor(session.expireTime / 1000), sameSite: 'Lax' }]);
  await page.goto('/healthz');
  await page.evaluate((s) => {
    localStorage.setItem('tcm.session.userInfo', JSON.stringify(s.userInfo));
    localStorage.setItem('tcm.session.expireTime', String(s.expireTime));
    localStorage.setItem('tcm.session.userId', String(s.userId));
  }, session);
  return session;
}

/** Logs in through /login (an operator also through the second step) and waits until the app has left it. */
export async function loginThroughForm(page: Page, account: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account, password);
  if (hasAuthenticator(account) || SMS_OPERATORS[account]) await submitSecondFactor(page, account);
  await page.waitForURL((url) => url.pathname !== '/login');
}
