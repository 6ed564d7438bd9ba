/** Quality-inspection applications (/examine), ours: 1 待处理 → 2 已联系 → 3 已完成; 1 or 2 → 4 已关闭 (with a note: why). */
export const QUALITY_INFO_STATUS = { PENDING: 1, CONTACTED: 2, DONE: 3, CLOSED: 4 } as const;
export type QualityInfoStatus = (typeof QUALITY_INFO_STATUS)[keyof typeof QUALITY_INFO_STATUS];
export const QUALITY_INFO_STATUS_LABELS: Readonly<Record<QualityInfoStatus, string>> = { 1: '待处理', 2: '已联系', 3: '已完成', 4: '已关闭' };
/** Where each status may go next (the server checks it; the web offers exactly these). */
export const QUALITY_INFO_MOVES: Readonly<Record<QualityInfoStatus, readonly QualityInfoStatus[]>> = { 1: [2, 3, 4], 2: [3, 4], 3: [], 4: [] };
