import type { OtherVolumeSeed } from './types';

/** Placeholder: filled by the #7 seed work. */
export const OTHER_VOLUMES: OtherVolumeSeed[] = [];
