import { readSeed } from '../read-seed';
import type { HerbSeed, OtherVolumeSeed, StandardSeed } from './types';

/**
 * Issue #7's hand-written seed (records/lookup/*.json): volume 一部 monographs of the 2020 edition
 * (with the 2015 edition's differences), the other volumes, and the quality standards.
 */
export const HERBS: readonly HerbSeed[] = readSeed('lookup/herbs');
export const OTHER_VOLUMES: readonly OtherVolumeSeed[] = readSeed('lookup/other-volumes');
export const STANDARDS: readonly StandardSeed[] = readSeed('lookup/standards');
export type { HerbSeed, OtherVolumeSeed, StandardSeed } from './types';
