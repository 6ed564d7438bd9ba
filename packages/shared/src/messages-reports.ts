/** Issue #11: stamped reports, their replacement and revocation. */
export const REPORT_MESSAGES = {
  pdfUnreadable: '报告文件无法识别，请上传未加密、未损坏的PDF文件',
  noReport: '该订单尚未出具报告',
  notCurrent: '只有当前有效的报告可以替换或撤销',
  replaced: '报告已替换，新报告已盖章生成',
  revoked: '报告已撤销',
  sourceRequired: '请上传检测报告（PDF），或选择根据检测结果生成报告',
  sourceBoth: '上传报告与生成报告只能选择一种',
} as const;

/** Issue #11: the institution workbench's own services and profile. */
export const INSTITUTION_ADMIN_MESSAGES = {
  serviceNotFound: '该检测服务不存在或不属于本机构',
  testItemNotFound: '检测项目不存在，请重新选择',
  serviceDuplicate: '本机构已有相同检测项目和品种的服务，请直接修改该服务',
  qualificationNotHeld: '本机构不具备所选资质，不能为服务标注该资质',
  pricePositive: '服务价格须大于 0',
  serviceSaved: '检测服务已保存',
  serviceListed: '检测服务已上架',
  serviceWithdrawn: '检测服务已下架',
  profileSaved: '机构资料已保存',
  certificateNotOwn: '证书图片须为本账号上传的图片，请重新上传',
  certificateImageOnly: '证书只能上传图片（JPG、PNG、GIF）',
} as const;
