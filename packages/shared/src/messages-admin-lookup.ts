/** Issue #11: messages of the operator console's lookup management (standards, pharmacopoeia). Ours, not the spec's. */
export const ADMIN_LOOKUP_MESSAGES = {
  standardNotFound: '该标准不存在',
  standardCreated: '标准已新增',
  standardSaved: '标准已保存',
  standardDeleted: '标准已删除',
  standardNoTaken: '标准号已存在，请勿重复录入',
  levelInvalid: '请选择标准级别',
  implementBeforeIssue: '实施日期不能早于发布日期',
  abolishBeforeImplement: '废止日期应晚于实施日期',
  pdfInvalid: '标准文本须为上传的 PDF 文件',
  pdfNotOwn: '标准文本须为您本人上传的 PDF 文件，请重新上传',
  replacedByNotFound: '被代替标准号不存在，请填写已录入的标准号',
  replacedBySelf: '被代替标准不能是本标准',
  monographNotFound: '该药典品种不存在',
  monographCreated: '药典品种已新增',
  monographSaved: '药典品种已保存',
  monographDeleted: '药典品种已删除',
  monographNameTaken: '该版次已有同名品种',
  editionInvalid: '版次须为 2015 或 2020',
  categoryRequired: '请选择分类',
  categoryNotFound: '所选分类不存在',
  sectionsEmpty: '请至少填写一个正文部分',
  pinyinInvalid: '汉语拼音须包含拉丁字母',
  importNoFile: '请选择要导入的 Excel 文件',
  importNotXlsx: '请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）',
  importTooLarge: '导入文件不能超过 5MB',
  importNoSheet: '文件中没有「药典品种」工作表，请使用导入模板',
  importEmpty: '文件中没有可导入的品种',
  importFailed: '导入失败，未导入任何品种，请按错误列表修改后重新导入',
} as const;

/** "导入完成：新增 3 个，更新 2 个品种". */
export const monographImportDone = (created: number, updated: number): string => `导入完成：新增 ${created} 个，更新 ${updated} 个品种`;
