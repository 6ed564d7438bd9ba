import { toGuard, toOptions } from './enum-helpers';

/** §4 the accreditation the test report must carry. */
export const QUALIFICATION_FLAG = {
  CMA: 1,
  CNAS: 2,
} as const;
export type QualificationFlag = (typeof QUALIFICATION_FLAG)[keyof typeof QUALIFICATION_FLAG];

export const QUALIFICATION_FLAG_LABELS: Readonly<Record<QualificationFlag, string>> = {
  1: 'CMA',
  2: 'CNAS',
};

export const QUALIFICATION_FLAG_OPTIONS = toOptions(QUALIFICATION_FLAG, QUALIFICATION_FLAG_LABELS);
export const isQualificationFlag = toGuard(QUALIFICATION_FLAG);
