import { HERBS_2A } from './herbs-2a';
import { HERBS_2B } from './herbs-2b';
import { HERBS_2C } from './herbs-2c';
import { HERBS_2D } from './herbs-2d';
import { HERBS_2E } from './herbs-2e';
import { HERBS_2F } from './herbs-2f';
import { HERBS_2G } from './herbs-2g';
import type { HerbSeed } from './types';

/** Issue #7 seed, part 2: 55 药材和饮片, 10 植物油脂和提取物, 15 成方制剂（split so each file stays short）. */
export const HERBS_2: HerbSeed[] = [...HERBS_2A, ...HERBS_2B, ...HERBS_2C, ...HERBS_2D, ...HERBS_2E, ...HERBS_2F, ...HERBS_2G];
