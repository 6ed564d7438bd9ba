/** An institution's own test service: 1 on offer (上架), 0 withdrawn (下架). */
export const MY_SERVICE_STATUS = { WITHDRAWN: 0, LISTED: 1 } as const;
export type MyServiceStatus = (typeof MY_SERVICE_STATUS)[keyof typeof MY_SERVICE_STATUS];
export const MY_SERVICE_STATUS_LABELS: Readonly<Record<MyServiceStatus, string>> = { 0: '已下架', 1: '已上架' };
