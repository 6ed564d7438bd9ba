/**
 * The sample sheet's messages (issue #21: 批量导入样品). Server-side: the web shows what the server
 * answers, and public pages never carry these strings.
 */
export const SAMPLE_SHEET_MESSAGES = {
  noFile: '请选择要导入的样品清单（Excel 文件）',
  notXlsx: '请上传 .xlsx 格式的 Excel 文件（可先下载样品清单模板）',
  tooLarge: '样品清单文件不能超过 5MB',
  noSheet: '文件中没有「样品清单」工作表，请使用样品清单模板',
  notTemplate: '「样品清单」工作表的表头与模板不一致，请下载样品清单模板后填写',
  empty: '样品清单中没有样品，请填写后再导入',
  tooMany: (rows: number, max: number) => `样品清单有 ${rows} 个样品，每次最多导入 ${max} 个，请分成多份清单下单`,
  failed: '样品清单有误，未导入任何样品，请按错误列表修改后重新导入',
  checked: (samples: number, items: number) => `已识别 ${samples} 个样品、${items} 个检测项目`,
  noServices: '该机构暂无可下单的检测服务',
  missing: (line: number, label: string) => `第${line}行：缺少${label}`,
  tooLong: (line: number, label: string, max: number) => `第${line}行：${label}不能超过${max}个字`,
  noItems: (line: number) => `第${line}行：缺少检测项目`,
  unknownItem: (line: number, word: string) => `第${line}行：检测项目“${word}”不是该机构可下单的检测服务（请按「项目清单」填写名称或代码）`,
  ambiguousItem: (line: number, word: string) => `第${line}行：该机构有多个名为“${word}”的检测服务，请填写「项目清单」中的代码`,
  duplicateSample: (line: number, first: number) => `第${line}行：与第${first}行是同一样品（样品名称、批号、供应商都相同）`,
  tooManyItems: (line: number, max: number) => `第${line}行：检测项目最多${max}个`,
  // Placing an order with samples.
  sampleServiceNotOrdered: (name: string, batchNo: string) => `样品“${name}”（批号 ${batchNo}）的检测项目不在订单中，请重新导入样品清单`,
  countMismatch: '检测项目的样品数与样品清单不一致，请重新导入样品清单',
  oneInstitution: '导入样品清单的订单只能包含一个机构的检测项目',
} as const;
