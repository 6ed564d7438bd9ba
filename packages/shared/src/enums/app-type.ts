import { toGuard, toOptions } from './enum-helpers';

/** §9 the sub-platforms sharing one sign-on; every request names its platform (§7). */
export const APP_TYPE = {
  PUBLIC_SERVICE: 1,
  TRACEABILITY: 2,
  TESTING: 3,
  ACHIEVEMENT_TRANSFORMATION: 4,
} as const;
export type AppType = (typeof APP_TYPE)[keyof typeof APP_TYPE];

export const APP_TYPE_LABELS: Readonly<Record<AppType, string>> = {
  1: '公共服务平台',
  2: '追溯平台',
  3: '检测平台',
  4: '成果转化平台',
};

/** This portal is the testing platform: the client adds appType = 3 to every payload. */
export const CLIENT_APP_TYPE = APP_TYPE.TESTING;

export const APP_TYPE_OPTIONS = toOptions(APP_TYPE, APP_TYPE_LABELS);
export const isAppType = toGuard(APP_TYPE);
