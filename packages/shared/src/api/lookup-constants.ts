/**
 * Issue #18: the lookup's plain constants (levels, states, editions, volumes, scopes), apart
 * from the zod schemas of ./lookup (which re-exports them), so a public page that shows a
 * label loads no zod.
 */

export const STANDARD_LEVEL = { NATIONAL: 1, INDUSTRY: 2, LOCAL: 3, GROUP: 4, ENTERPRISE: 5 } as const;
export type StandardLevel = (typeof STANDARD_LEVEL)[keyof typeof STANDARD_LEVEL];
export const STANDARD_LEVEL_LABELS: Readonly<Record<StandardLevel, string>> = {
  1: '国家标准',
  2: '行业标准',
  3: '地方标准',
  4: '团体标准',
  5: '企业标准',
};

/** Derived from the dates on each read (never stored): 废止 once abolished, 即将实施 before implementation. */
export const STANDARD_STATE = { CURRENT: 1, UPCOMING: 2, ABOLISHED: 3 } as const;
export type StandardState = (typeof STANDARD_STATE)[keyof typeof STANDARD_STATE];
export const STANDARD_STATE_LABELS: Readonly<Record<StandardState, string>> = {
  1: '现行',
  2: '即将实施',
  3: '废止',
};

export const PHARMACOPOEIA_EDITIONS = [2015, 2020] as const;
export type PharmacopoeiaEdition = (typeof PHARMACOPOEIA_EDITIONS)[number];
export const DEFAULT_EDITION: PharmacopoeiaEdition = 2020;

export const PHARMACOPOEIA_VOLUME_LABELS: Readonly<Record<1 | 2 | 3 | 4, string>> = {
  1: '一部',
  2: '二部',
  3: '三部',
  4: '四部',
};

export const LOOKUP_SCOPES = ['all', 'monograph', 'standard'] as const;
export type LookupScope = (typeof LOOKUP_SCOPES)[number];
