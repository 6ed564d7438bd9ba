import { HERBS_1 } from './herbs-1';
import { HERBS_2 } from './herbs-2';
import { OTHER_VOLUMES } from './other-volumes';
import { STANDARDS } from './standards';
import type { HerbSeed } from './types';

/** Issue #7's hand-written seed: volume 一部 monographs, the other volumes, and the standards. */
export const HERBS: readonly HerbSeed[] = [...HERBS_1, ...HERBS_2];
export { OTHER_VOLUMES, STANDARDS };
export type { HerbSeed, OtherVolumeSeed, StandardSeed } from './types';
