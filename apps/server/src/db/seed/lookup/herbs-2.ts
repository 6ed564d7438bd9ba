import type { HerbSeed } from './types';

/** Placeholder: filled by the #7 seed work. */
export const HERBS_2: HerbSeed[] = [];
