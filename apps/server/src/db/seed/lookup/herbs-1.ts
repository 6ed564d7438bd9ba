import { HERBS_1A } from './herbs-1a';
import { HERBS_1B } from './herbs-1b';
import { HERBS_1C } from './herbs-1c';
import { HERBS_1D } from './herbs-1d';
import { HERBS_1E } from './herbs-1e';
import { HERBS_1F } from './herbs-1f';
import { HERBS_1G } from './herbs-1g';
import type { HerbSeed } from './types';

/** 《中国药典》2020年版一部药材和饮片，第一批80种（按issue #7给定顺序；分文件以控制长度）。 */
export const HERBS_1: HerbSeed[] = [...HERBS_1A, ...HERBS_1B, ...HERBS_1C, ...HERBS_1D, ...HERBS_1E, ...HERBS_1F, ...HERBS_1G];
