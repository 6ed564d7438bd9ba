/** Issue #21: results entered as data, judged against the pharmacopoeia's limits. */
export const RESULT_MESSAGES = {
  notTesting: '只有“检测中”的订单，或已出具有效报告（修改后替换报告）的订单可以录入检测结果',
  noSuchVersion: '该订单没有这份报告',
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
  importNoFile: '请选择要导入的 Excel 文件',
  importNotXlsx: '请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）',
  importTooLarge: '导入文件不能超过 5MB',
  importNoSheet: '文件中没有「检测结果」工作表，请使用导入模板',
  importEmpty: '文件中没有检测结果行，请使用导入模板填写',
  importFailed: '导入失败，未保存任何检测结果，请按错误列表修改后重新导入',
  importUnknownRow: (line: number, key: string) => `第${line}行：行标识“${key}”不是本订单的检测结果行，请重新下载导入模板`,
  importNoKey: (line: number) => `第${line}行：缺少行标识，请使用导入模板（勿删除第一列）`,
  importDuplicateRow: (line: number, first: number) => `第${line}行：与第${first}行是同一检测结果行`,
  imported: (rows: number, filled: number, total: number) => `已导入 ${rows} 行检测结果（已填写 ${filled}/${total} 行）`,
} as const;

/** Audit-log actions of the results sheet (staff of the order's institution). */
export const RESULT_AUDIT_ACTIONS = { save: 'results_save', import: 'results_import' } as const;
