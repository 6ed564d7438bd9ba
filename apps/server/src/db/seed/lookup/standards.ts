import type { StandardSeed } from './types';

/** Placeholder: filled by the #7 seed work. */
export const STANDARDS: StandardSeed[] = [];
