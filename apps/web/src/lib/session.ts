import { useSyncExternalStore } from 'react';
import { TOKEN_COOKIE, type UserInfo } from '@tcm/shared';

/**
 * The session values of §3, persisted client-side. The token lives in the
 * cookie TOKEN_COOKIE (the request client reads it from there, §6); the rest
 * lives in localStorage so it survives reloads and full page loads.
 */
export type { UserInfo };

export interface SessionSnapshot {
  /** Path of the current page; the nav bar highlights from it (§2). */
  navPath: string | null;
  token: string | null;
  /** Platform contact phone from the data dictionary (§7). */
  tel: string | null;
  userInfo: UserInfo | null;
  /** Expiry as a ms timestamp (§9). */
  expireTime: number | null;
  userId: number | null;
  /** One-time random string of the parent site's silent login (§4). */
  nonceStr: string | null;
  /** Issue #17: signed in with an initial password — every page leads to changing it first. */
  mustChangePassword: boolean;
}

const KEY_PREFIX = 'tcm.session.';
const STORAGE_KEYS = ['navPath', 'tel', 'userInfo', 'expireTime', 'userId', 'nonceStr', 'mustChangePassword'] as const;
type StorageKey = (typeof STORAGE_KEYS)[number];

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot | null = null;

function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(KEY_PREFIX + key);
  } catch {
    return null; // storage disabled (privacy mode): behave as logged out
  }
}

function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(KEY_PREFIX + key);
    else window.localStorage.setItem(KEY_PREFIX + key, value);
  } catch {
    // storage full or disabled: the value just does not persist
  }
}

function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'userAccount' in value) return value as UserInfo;
  } catch {
    // a corrupt entry counts as no user
  }
  return null;
}

function parseNumber(raw: string | null): number | null {
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

export function getToken(): string | null {
  const prefix = `${encodeURIComponent(TOKEN_COOKIE)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      const value = decodeURIComponent(item.slice(prefix.length));
      return value === '' ? null : value;
    }
  }
  return null;
}

/** Stores the token cookie; with an expiry the cookie ends with the session. */
export function setToken(token: string | null, expiresAt?: number | null): void {
  const name = encodeURIComponent(TOKEN_COOKIE);
  if (token === null) {
    document.cookie = `${name}=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  } else {
    const expires = expiresAt ? `; expires=${new Date(expiresAt).toUTCString()}` : '';
    document.cookie = `${name}=${encodeURIComponent(token)}; path=/; SameSite=Lax${expires}`;
  }
  emitChange();
}

function buildSnapshot(): SessionSnapshot {
  return {
    navPath: readStorage('navPath'),
    token: getToken(),
    tel: readStorage('tel'),
    userInfo: parseUserInfo(readStorage('userInfo')),
    expireTime: parseNumber(readStorage('expireTime')),
    userId: parseNumber(readStorage('userId')),
    nonceStr: readStorage('nonceStr'),
    mustChangePassword: readStorage('mustChangePassword') === 'true',
  };
}

function emitChange(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

export function getSession(): SessionSnapshot {
  snapshot ??= buildSnapshot();
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type SessionPatch = Partial<Omit<SessionSnapshot, 'token'>>;

/** Writes the given values; `null` removes one. */
export function updateSession(patch: SessionPatch): void {
  for (const key of STORAGE_KEYS) {
    if (!(key in patch)) continue;
    const value = patch[key];
    if (value === undefined || value === null || value === false) writeStorage(key, null);
    else writeStorage(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  emitChange();
}

export function setNavPath(path: string): void {
  if (getSession().navPath !== path) updateSession({ navPath: path });
}

/** §4: logged in while expireTime is later than now and user info is stored. */
export function isLoggedIn(session: SessionSnapshot = getSession(), now: number = Date.now()): boolean {
  return session.userInfo !== null && session.expireTime !== null && session.expireTime > now;
}

/** Company name when the member has one, else the account (§2 header). */
export function displayNameOf(session: SessionSnapshot): string | null {
  const info = session.userInfo;
  if (!info) return null;
  return info.companyDto?.companyName || info.userAccount || null;
}

/**
 * §4 logout and login expiry: forget the user and the token. The navigation
 * path and the platform phone describe the site, not the user, so they stay.
 */
export function clearSession(): void {
  updateSession({ userInfo: null, expireTime: null, userId: null, nonceStr: null, mustChangePassword: false });
  setToken(null);
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

// Another tab logging in or out changes what this tab should show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) emitChange();
  });
}
