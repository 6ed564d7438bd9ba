import type { MonographCheck } from '@tcm/shared';

/** A monograph as a results sheet uses it: which drug, which edition, and its structured checks. */
export interface BasisMonograph {
  id: number;
  name: string;
  edition: number;
  checks: MonographCheck[];
}

/** The lookup module's monographs, handed over by wiring.ts. */
export interface ResultMonographs {
  /** The monograph of the first of `names` that one of `edition` is named; null when none is. */
  byName(names: readonly string[], edition: number): Promise<BasisMonograph | null>;
}
