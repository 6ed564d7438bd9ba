/** Issue #21: results entered as data, judged against the pharmacopoeia's limits. */
export const RESULT_MESSAGES = {
  notTesting: '只有“检测中”的订单可以录入检测结果',
  notIssued: '该订单的检测报告尚未出具，暂无检测结果',
  saved: '检测结果已保存',
  unknownRow: '检测结果与订单的检测项目不一致，请刷新页面后重新录入',
  duplicateRow: '同一检测结果行提交了两次，请刷新页面后重新录入',
  tooManyRows: '检测结果行数过多',
  incomplete: (missing: number) => `还有 ${missing} 行检测结果未填写，请全部填写后再出具报告`,
  valueInvalid: (row: string, value: string) => `${row}：检测值“${value}”不是数字（例如 9.2；低于检出限请勾选“未检出”）`,
  valueWithNotDetected: (row: string) => `${row}：已勾选“未检出”，不能再填写检测值`,
  limitInvalid: (row: string, reason: string) => `${row}：限度无法识别（${reason}）`,
  detectionLimitInvalid: (row: string, value: string) => `${row}：检出限“${value}”不是数字`,
} as const;

/** Audit-log actions of the results sheet (staff of the order's institution). */
export const RESULT_AUDIT_ACTIONS = { save: 'results_save' } as const;
