import { toGuard, toOptions } from './enum-helpers';

/** §4 how urgently an order's testing is wanted. */
export const URGENT_FLAG = {
  NORMAL: 1,
  URGENT: 2,
  EXTRA_URGENT: 3,
} as const;
export type UrgentFlag = (typeof URGENT_FLAG)[keyof typeof URGENT_FLAG];

export const URGENT_FLAG_LABELS: Readonly<Record<UrgentFlag, string>> = {
  1: '普通',
  2: '加急',
  3: '特急',
};

export const URGENT_FLAG_OPTIONS = toOptions(URGENT_FLAG, URGENT_FLAG_LABELS);
export const isUrgentFlag = toGuard(URGENT_FLAG);
