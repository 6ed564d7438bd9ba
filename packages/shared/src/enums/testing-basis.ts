import { toGuard, toOptions } from './enum-helpers';

/** §4 the pharmacopoeia edition an order is tested against. */
export const TESTING_BASIS = {
  PHARMACOPOEIA_2015: 1,
  PHARMACOPOEIA_2020: 2,
} as const;
export type TestingBasis = (typeof TESTING_BASIS)[keyof typeof TESTING_BASIS];

export const TESTING_BASIS_LABELS: Readonly<Record<TestingBasis, string>> = {
  1: '《中国药典》2015年版',
  2: '《中国药典》2020年版',
};

export const TESTING_BASIS_OPTIONS = toOptions(TESTING_BASIS, TESTING_BASIS_LABELS);
export const isTestingBasis = toGuard(TESTING_BASIS);
